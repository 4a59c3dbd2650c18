import { Annotations, Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  OAuthScope,
  ProviderAttribute,
  StringAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderSaml,
  UserPoolIdentityProviderSamlMetadata,
  type IUserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FunctionUrlAuthType, type IFunction, type IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { originVerifyHeader } from '../../schema/src/operations/origin-verify';
import { NodeFunction } from '../constructs/node-function';
import { functionEntry, type EntryOf } from '../paths';
import type { CampusIdpSettings, PlatformSettings } from '../settings';

export interface AuthStackProps extends StackProps {
  table: ITable;
  settings: Pick<PlatformSettings, 'cognitoDomainPrefix' | 'webDomain' | 'campusIdp'>;
  entryOf?: EntryOf;
}

// The SAML claim names most campus IdPs (Shibboleth, Entra ID, ADFS) release.
const samlClaim = (name: string) => ProviderAttribute.other(`http://schemas.xmlsoap.org/ws/2005/05/identity/claims/${name}`);

/**
 * Sign-in: the Cognito user pool (optionally federating the campus SAML IdP), its hosted UI domain and web
 * client, and the auth Lambda behind a Function URL that serves /auth/api/* (the browser's session contract).
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly authFunction: IFunction;
  readonly authFunctionUrl: IFunctionUrl;
  /** What CloudFront sends in the origin-verify header; the auth function refuses requests without it. */
  readonly originVerifySecret: ISecret;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      customAttributes: {
        campusCode: new StringAttribute({ minLen: 2, maxLen: 3, mutable: true }),
        tenantCode: new StringAttribute({ minLen: 1, maxLen: 32, mutable: true }),
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPool = userPool;

    const domain = userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: settings.cognitoDomainPrefix ?? `campus-forms-${Aws.ACCOUNT_ID}` },
    });
    const idp = settings.campusIdp ? this.campusIdp(userPool, settings.campusIdp) : undefined;
    const webOrigin = this.webOrigin(settings.webDomain);
    const client = this.webClient(userPool, webOrigin, idp);

    // A Secrets Manager value, so it never appears in a template: CloudFormation resolves it at deploy time.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `CloudFront sends this in ${originVerifyHeader} to the auth function, which refuses requests without it.`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const fn = new NodeFunction(this, 'AuthFunction', {
      entry: (props.entryOf ?? functionEntry)('auth'),
      description: 'Serves /auth/api/*: sessions over Cognito for the web app.',
      environment: {
        IDENTITY_PROVIDER: 'cognito',
        COGNITO_USER_POOL_ID: userPool.userPoolId,
        COGNITO_CLIENT_ID: client.userPoolClientId,
        COGNITO_DOMAIN: `${domain.domainName}.auth.${this.region}.amazoncognito.com`,
        // Behind CloudFront the request's Host is the Function URL's, so the registered callback is given.
        COGNITO_REDIRECT_URI: `${webOrigin}/auth/api/callback`,
        ...(idp ? { COGNITO_IDENTITY_PROVIDER: idp.providerName } : {}),
        COOKIE_SECURE: 'true',
        TABLE_NAME: props.table.tableName,
        POWERTOOLS_SERVICE_NAME: 'auth',
        ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap(),
      },
    });
    props.table.grantReadWriteData(fn);
    userPool.grant(
      fn,
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
      'cognito-idp:AdminUserGlobalSignOut',
      'cognito-idp:InitiateAuth',
      'cognito-idp:RevokeToken',
    );
    this.authFunction = fn;
    // Auth NONE: the function checks sessions itself, and CloudFront's OAC (AWS_IAM) would make the browser send
    // a SHA-256 of every POST body. The origin-verify header keeps callers from going around CloudFront instead.
    this.authFunctionUrl = fn.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });
  }

  private webOrigin(webDomain: string | undefined): string {
    if (webDomain) return `https://${webDomain}`;
    // The CloudFront domain is only known after WebStack deploys, and WebStack depends on this stack.
    Annotations.of(this).addWarning(
      'Context webDomain is not set: the OAuth callback points at https://localhost. ' +
        'Deploy, then redeploy with -c webDomain=<the distribution domain>.',
    );
    return 'https://localhost';
  }

  private campusIdp(userPool: UserPool, idp: CampusIdpSettings): UserPoolIdentityProviderSaml {
    return new UserPoolIdentityProviderSaml(this, 'CampusIdp', {
      userPool,
      name: idp.name,
      metadata: UserPoolIdentityProviderSamlMetadata.url(idp.metadataUrl),
      idpSignout: true,
      attributeMapping: {
        email: samlClaim('emailaddress'),
        givenName: samlClaim('givenname'),
        familyName: samlClaim('surname'),
      },
    });
  }

  private webClient(userPool: UserPool, webOrigin: string, idp?: UserPoolIdentityProviderSaml): UserPoolClient {
    const standard = { email: true, givenName: true, familyName: true };
    const client = userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      refreshTokenValidity: Duration.days(1),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${webOrigin}/auth/api/callback`],
        logoutUrls: [`${webOrigin}/`],
      },
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(idp ? [UserPoolClientIdentityProvider.custom(idp.providerName)] : []),
      ],
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ ...standard, emailVerified: true })
        .withCustomAttributes('campusCode', 'tenantCode'),
      // Users may not rewrite their campus or tenant: those are set by administrators.
      writeAttributes: new ClientAttributes().withStandardAttributes(standard),
    });
    return client;
  }
}
