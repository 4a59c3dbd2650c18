import { Annotations, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { forwardedHostFunction, graphqlPathFunction, spaFallbackFunction } from '../constructs/edge-functions';
import { WebClientUrls, type WebClientRef } from '../constructs/web-client-urls';
import { builtWebAssets, functionEntry, type EntryOf } from '../paths';
import type { PlatformSettings } from '../settings';

export interface WebStackProps extends StackProps {
  /** The AppSync GraphQL endpoint, https://<host>/graphql. */
  graphqlUrl: string;
  authFunctionUrl: IFunctionUrl;
  /** The Cognito client the web app signs in through: its callback URLs are registered here. */
  webClient: WebClientRef;
  settings: Pick<PlatformSettings, 'webDomain' | 'webCertificateArn'>;
  entryOf?: EntryOf;
  /** The built web app; defaults to dist/web when it has been built. Null deploys no content. */
  webAssets?: string | null;
}

/**
 * The web app's one origin for the browser: the SPA from a private bucket, GraphQL forwarded to AppSync at
 * /platform-shell/graphql, and the auth API at /auth/*, so session cookies stay first-party.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const bucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const { webDomain, webCertificateArn } = props.settings;
    const apiBehaviour: Omit<BehaviorOptions, 'origin'> = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header, cookie and query string; the origin's own Host, or AppSync and Lambda refuse it.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const distribution = new Distribution(this, 'Distribution', {
      comment: 'Campus forms web app',
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      ...(webCertificateArn && webDomain
        ? { domainNames: [webDomain], certificate: Certificate.fromCertificateArn(this, 'Certificate', webCertificateArn) }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallbackFunction(this) }],
      },
      additionalBehaviors: {
        '/platform-shell/graphql': {
          ...apiBehaviour,
          origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.graphqlUrl)), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          }),
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: graphqlPathFunction(this) }],
        },
        '/auth/*': {
          ...apiBehaviour,
          origin: new FunctionUrlOrigin(props.authFunctionUrl),
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: forwardedHostFunction(this) }],
        },
      },
    });
    this.distribution = distribution;
    new WebClientUrls(this, 'WebClientUrls', {
      ...props.webClient,
      origins: [`https://${distribution.distributionDomainName}`, ...(webDomain ? [`https://${webDomain}`] : [])],
      entry: (props.entryOf ?? functionEntry)('web-client-urls'),
    });

    const webAssets = props.webAssets === undefined ? builtWebAssets() : props.webAssets;
    if (webAssets) {
      new BucketDeployment(this, 'WebContent', {
        sources: [Source.asset(webAssets)],
        destinationBucket: bucket,
        distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
    } else {
      Annotations.of(this).addWarning('dist/web is not built (npm run build:web): this synth deploys no web content.');
    }
    new CfnOutput(this, 'WebUrl', { value: `https://${webDomain ?? distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionDomainName', { value: distribution.distributionDomainName });
  }
}
