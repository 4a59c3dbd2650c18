import {
  ProviderAttribute,
  UserPoolIdentityProviderSaml,
  UserPoolIdentityProviderSamlMetadata,
  type UserPool,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { IdentityProviderConfig } from '../../schema/src/sign-in-config';

// The SAML claim names most campus IdPs (Shibboleth, Entra ID, ADFS) release.
const samlClaim = (name: string) => ProviderAttribute.other(`http://schemas.xmlsoap.org/ws/2005/05/identity/claims/${name}`);

/**
 * The campus SAML identity providers of infra/config, federated into the user pool. Each maps name and email,
 * and, when it says which campus a person belongs to, that attribute to custom:campusCode; a provider serving
 * one campus gets its campus from the token trigger instead (functions/token-claims).
 */
export class CampusIdentityProviders extends Construct {
  readonly providers: UserPoolIdentityProviderSaml[];

  constructor(scope: Construct, id: string, props: { userPool: UserPool; providers: readonly IdentityProviderConfig[] }) {
    super(scope, id);
    this.providers = props.providers.map(
      (provider) =>
        new UserPoolIdentityProviderSaml(this, provider.name.replace(/[^A-Za-z0-9]/g, ''), {
          userPool: props.userPool,
          name: provider.name,
          metadata: UserPoolIdentityProviderSamlMetadata.url(provider.metadataUrl),
          idpSignout: true,
          attributeMapping: {
            email: samlClaim('emailaddress'),
            givenName: samlClaim('givenname'),
            familyName: samlClaim('surname'),
            ...(provider.campusAttribute ? { custom: { 'custom:campusCode': ProviderAttribute.other(provider.campusAttribute) } } : {}),
          },
        }),
    );
  }
}
