import { Logger } from '@aws-lambda-powertools/logger';
import { DescribeUserPoolClientCommand, UpdateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { CdkCustomResourceEvent, CdkCustomResourceResponse } from 'aws-lambda';
import { cognitoClient } from '../auth/cognito-client';
import { clientUpdateWithUrls, webClientUrlsOf } from './client-update';

const logger = new Logger({ serviceName: 'web-client-urls' });

const textList = (value: unknown, name: string): string[] => {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !/^https:\/\/[^/]+$/.test(item))) {
    throw new Error(`ResourceProperties.${name} must be a list of https origins.`);
  }
  return value as string[];
};

/**
 * The onEvent handler of the web client URLs custom resource (CDK Provider framework), in the web stack: once
 * the CloudFront distribution exists, it registers the web app's origins as the user pool client's callback
 * and logout URLs, so the hosted sign-in works on the first deploy. Delete leaves the client alone.
 */
export async function handler(event: CdkCustomResourceEvent): Promise<CdkCustomResourceResponse> {
  const physicalResourceId = 'web-client-urls';
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const { UserPoolId: userPoolId, ClientId: clientId, Origins: origins } = event.ResourceProperties as Record<string, unknown>;
  if (typeof userPoolId !== 'string' || typeof clientId !== 'string') throw new Error('ResourceProperties need UserPoolId and ClientId.');
  const urls = webClientUrlsOf(textList(origins, 'Origins'));
  const described = await cognitoClient().send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
  if (!described.UserPoolClient) throw new Error(`User pool client ${clientId} was not found.`);
  await cognitoClient().send(new UpdateUserPoolClientCommand(clientUpdateWithUrls(described.UserPoolClient, urls)));
  logger.info('Web client URLs registered', { clientId, ...urls });
  return { PhysicalResourceId: physicalResourceId, Data: { CallbackUrl: urls.callbackUrls[0] } };
}
