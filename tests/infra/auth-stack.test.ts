import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { campusConfigFile } from '../../infra/paths';
import { readPlatformConfig } from '../../infra/settings';
import { configWithProviders } from './support/config-with-providers';
import { synthPlatform } from './support/platform';

const variablesOf = (template: Template, name: string) => {
  const functions = template.findResources('AWS::Lambda::Function', {
    Properties: { Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: name }) } },
  });
  expect(Object.keys(functions)).toHaveLength(1);
  return Object.values(functions)[0]!.Properties.Environment.Variables as Record<string, unknown>;
};

describe('AuthStack', () => {
  let template: Template;
  let federated: Template;
  beforeAll(() => {
    template = Template.fromStack(synthPlatform().auth);
    federated = Template.fromStack(synthPlatform({ configFile: configWithProviders(), webDomain: 'forms.example.edu', cognitoDomainPrefix: 'campus-forms-test' }).auth);
  });

  it('signs in by email, with campus and tenant as custom attributes and no self sign-up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Required: true }),
        Match.objectLike({ Name: 'campusCode', AttributeDataType: 'String' }),
        Match.objectLike({ Name: 'tenantCode', AttributeDataType: 'String' }),
      ]),
    });
  });

  it('requires an authenticator app for local (password) accounts and states its password policy', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 14,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
          TemporaryPasswordValidityDays: 3,
        },
      },
    });
  });

  it('gives the web client no API password sign-in: the code flow through the hosted page, and refresh tokens', () => {
    federated.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://forms.example.edu/auth/api/callback'],
      WriteAttributes: ['email', 'family_name', 'given_name'],
    });
    federated.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'campus-forms-test' });
  });

  it('federates each identity provider of infra/config, mapping the campus attribute of the one that releases it', () => {
    const providers = Object.values(federated.findResources('AWS::Cognito::UserPoolIdentityProvider')).map((resource) => resource.Properties);

    expect(providers.map((provider) => provider.ProviderName)).toEqual(['PSS-SSO', 'Bayview']);
    expect(providers[0]).toMatchObject({
      ProviderType: 'SAML',
      ProviderDetails: expect.objectContaining({ MetadataURL: 'https://sso.pss.example.edu/metadata' }),
      AttributeMapping: expect.objectContaining({ 'custom:campusCode': 'urn:oid:1.3.6.1.4.1.5923.1.1.1.5' }),
    });
    expect(providers[1].AttributeMapping).not.toHaveProperty('custom:campusCode');
    federated.hasResourceProperties('AWS::Cognito::UserPoolClient', { SupportedIdentityProviders: ['COGNITO', 'PSS-SSO', 'Bayview'] });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('places people of a one-campus provider on its campus through the pre token generation trigger', () => {
    const variables = variablesOf(federated, 'token-claims');

    expect(variables).toMatchObject({ TENANT_CODE: 'PSS', FIXED_CAMPUS_BY_PROVIDER: '{"Bayview":"01"}' });
    federated.hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { PreTokenGeneration: Match.anyValue() } });
  });

  it('serves the auth Lambda through a public Function URL, offering each provider and the administrator sign-in', () => {
    const variables = variablesOf(federated, 'auth');

    expect(variables).toMatchObject({ IDENTITY_PROVIDER: 'cognito', COOKIE_SECURE: 'true' });
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_DOMAIN', 'TABLE_NAME']));
    // The callback follows the browser's origin: no fixed redirect that is wrong until a second deploy.
    expect(variables).not.toHaveProperty('COGNITO_REDIRECT_URI');
    expect(JSON.parse(String(variables.SIGN_IN_PROVIDERS))).toEqual([
      { id: 'PSS-SSO', label: 'PSS single sign-on' },
      { id: 'Bayview', label: 'PSU Bayview' },
      { id: 'COGNITO', label: 'an administrator account' },
    ]);
    federated.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
  });

  it('provisions infra/config through a custom resource whose function may create and read user pool accounts', () => {
    const resources = Object.values(template.findResources('Custom::CampusConfiguration'));
    const configuration = JSON.parse(resources[0]!.Properties.Configuration as string);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).map((policy) => JSON.stringify(policy.Properties));

    expect(resources).toHaveLength(1);
    // The provisioner gets the configuration as validated, defaults filled in (a room is active unless it says not).
    expect(configuration.campuses).toEqual(readPlatformConfig(campusConfigFile).campuses);
    expect(configuration.globalAdmins).toEqual([expect.objectContaining({ email: 'platform.admin@pss.example.edu' })]);
    expect(policies.some((policy) => policy.includes('cognito-idp:AdminCreateUser') && policy.includes('ProvisionPlatform'))).toBe(true);
  });
});
