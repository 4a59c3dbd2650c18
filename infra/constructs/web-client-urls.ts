import { CustomResource } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function';

/** The user pool client the web app signs in through, and a fingerprint of its settings. */
export interface WebClientRef {
  userPool: IUserPool;
  client: IUserPoolClient;
  /** Changes whenever the auth stack changes the client (which resets its URLs), so they are registered again. */
  fingerprint: string;
}

export interface WebClientUrlsProps extends WebClientRef {
  /** The web app's origins (https://host): the CloudFront domain, and the custom domain when there is one. */
  origins: string[];
  entry: string;
}

/**
 * Registers the web app's origins as the callback and logout URLs of the user pool client once CloudFront
 * has a domain (functions/web-client-urls). The client lives in the auth stack, which deploys before the
 * distribution exists; without this the hosted sign-in would work only after a second deploy.
 */
export class WebClientUrls extends Construct {
  constructor(scope: Construct, id: string, props: WebClientUrlsProps) {
    super(scope, id);
    const onEvent = new NodeFunction(this, 'RegisterUrls', {
      entry: props.entry,
      description: "Registers the web app's origins on the Cognito web client (CloudFormation custom resource).",
    });
    props.userPool.grant(onEvent, 'cognito-idp:DescribeUserPoolClient', 'cognito-idp:UpdateUserPoolClient');
    const provider = new Provider(this, 'Provider', { onEventHandler: onEvent });
    new CustomResource(this, 'Urls', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::WebClientUrls',
      properties: {
        UserPoolId: props.userPool.userPoolId,
        ClientId: props.client.userPoolClientId,
        Origins: props.origins,
        ClientFingerprint: props.fingerprint,
      },
    });
  }
}
