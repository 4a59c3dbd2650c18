import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
  type UserPoolClientType,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import type { CloudFormationCustomResourceCreateEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientUpdateWithUrls } from './client-update';
import { handler } from './handler';

const cognito = mockClient(CognitoIdentityProviderClient);

const described: UserPoolClientType = {
  UserPoolId: 'us-west-2_pool',
  ClientId: 'client-1',
  ClientName: 'web',
  ClientSecret: 'never-sent-back',
  LastModifiedDate: new Date(0),
  AccessTokenValidity: 15,
  IdTokenValidity: 15,
  RefreshTokenValidity: 1,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
  SupportedIdentityProviders: ['COGNITO', 'Bayview'],
  CallbackURLs: ['https://localhost/auth/api/callback'],
  LogoutURLs: ['https://localhost/'],
  DefaultRedirectURI: 'https://localhost/auth/api/callback',
  AllowedOAuthFlows: ['code'],
  AllowedOAuthScopes: ['openid', 'email', 'profile'],
  AllowedOAuthFlowsUserPoolClient: true,
  ReadAttributes: ['email', 'custom:campusCode'],
  WriteAttributes: ['email'],
  PreventUserExistenceErrors: 'ENABLED',
  EnableTokenRevocation: true,
};

const createEvent = (origins: unknown): CloudFormationCustomResourceCreateEvent => ({
  RequestType: 'Create',
  ServiceToken: 'token',
  ResponseURL: 'https://example.com',
  StackId: 'stack',
  RequestId: 'request',
  LogicalResourceId: 'WebClientUrls',
  ResourceType: 'Custom::WebClientUrls',
  ResourceProperties: { ServiceToken: 'token', UserPoolId: 'us-west-2_pool', ClientId: 'client-1', Origins: origins },
});

beforeEach(() => cognito.reset());

describe('registering the web app on the user pool client', () => {
  it('repeats every setting of the client and changes only its URLs (UpdateUserPoolClient resets what it is not given)', () => {
    const update = clientUpdateWithUrls(described, { callbackUrls: ['https://d1.cloudfront.net/auth/api/callback'], logoutUrls: ['https://d1.cloudfront.net/'] });

    expect(update).toMatchObject({
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      SupportedIdentityProviders: ['COGNITO', 'Bayview'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      AllowedOAuthFlowsUserPoolClient: true,
      ReadAttributes: ['email', 'custom:campusCode'],
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      EnableTokenRevocation: true,
      CallbackURLs: ['https://d1.cloudfront.net/auth/api/callback'],
      LogoutURLs: ['https://d1.cloudfront.net/'],
    });
    expect(update.DefaultRedirectURI).toBeUndefined();
    expect(update).not.toHaveProperty('ClientSecret');
  });

  it('describes the client, then updates it with the callback of each web origin', async () => {
    cognito.on(DescribeUserPoolClientCommand).resolves({ UserPoolClient: described });
    cognito.on(UpdateUserPoolClientCommand).resolves({});

    const answer = await handler(createEvent(['https://d1.cloudfront.net', 'https://forms.example.edu']));

    expect(cognito.commandCalls(UpdateUserPoolClientCommand)[0]?.args[0].input).toMatchObject({
      ClientId: 'client-1',
      CallbackURLs: ['https://d1.cloudfront.net/auth/api/callback', 'https://forms.example.edu/auth/api/callback'],
      LogoutURLs: ['https://d1.cloudfront.net/', 'https://forms.example.edu/'],
    });
    expect(answer.PhysicalResourceId).toBe('web-client-urls');
  });

  it('refuses an origin that is not a bare https origin, changing nothing', async () => {
    await expect(handler(createEvent(['http://d1.cloudfront.net']))).rejects.toThrow('https origins');
    expect(cognito.commandCalls(UpdateUserPoolClientCommand)).toHaveLength(0);
  });
});
