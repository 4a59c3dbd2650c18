import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { synthPlatform } from './support/platform';

const authTemplate = (context: Record<string, unknown> = {}) => Template.fromStack(synthPlatform(context).auth);

describe('AuthStack', () => {
  it('signs in by email, with campus and tenant as custom attributes and no self sign-up', () => {
    const template = authTemplate();

    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Required: true }),
        Match.objectLike({ Name: 'given_name' }),
        Match.objectLike({ Name: 'family_name' }),
        Match.objectLike({ Name: 'campusCode', AttributeDataType: 'String' }),
        Match.objectLike({ Name: 'tenantCode', AttributeDataType: 'String' }),
      ]),
    });
  });

  it('gives the web client password sign-in, refresh tokens and the code flow back to the web domain', () => {
    const template = authTemplate({ webDomain: 'forms.example.edu', cognitoDomainPrefix: 'campus-forms-test' });

    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://forms.example.edu/auth/api/callback'],
      WriteAttributes: ['email', 'family_name', 'given_name'],
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'campus-forms-test' });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('federates the campus SAML IdP only when its metadata URL is given', () => {
    const template = authTemplate({ campusIdpMetadataUrl: 'https://idp.example.edu/metadata', campusIdpName: 'PSU' });

    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'PSU',
      ProviderType: 'SAML',
      ProviderDetails: Match.objectLike({ MetadataURL: 'https://idp.example.edu/metadata' }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', Match.anyValue()],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ COGNITO_IDENTITY_PROVIDER: Match.anyValue() }) },
    });
  });

  it('serves the auth Lambda through a public Function URL, configured for Cognito', () => {
    const template = authTemplate();
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: Match.objectLike({ IDENTITY_PROVIDER: 'cognito' }) } },
    });
    const variables = Object.values(functions)[0]!.Properties.Environment.Variables;

    expect(Object.keys(functions)).toHaveLength(1);
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_DOMAIN', 'COGNITO_REDIRECT_URI', 'TABLE_NAME']),
    );
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
  });
});
