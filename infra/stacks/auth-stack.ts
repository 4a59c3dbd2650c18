import { createHash } from 'node:crypto';
import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  Mfa,
  OAuthScope,
  StringAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolOperation,
  type IUserPool,
  type IUserPoolClient,
  type UserPoolClient,
  type UserPoolIdentityProviderSaml,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FunctionUrlAuthType, type IFunction, type IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { originVerifyHeader } from '../../schema/src/operations/origin-verify';
import { fixedCampusByProvider } from '../../schema/src/sign-in-config';
import { CampusIdentityProviders } from '../constructs/campus-identity-providers';
import { NodeFunction } from '../constructs/node-function';
import { PlatformProvisioning } from '../constructs/platform-provisioning';
import { functionEntry, type EntryOf } from '../paths';
import type { PlatformSettings } from '../settings';
import { passwordPolicy } from '../../schema/src/auth/password-policy';

export interface AuthStackProps extends StackProps {
  table: ITable;
  settings: Pick<PlatformSettings, 'cognitoDomainPrefix' | 'webDomain' | 'platformConfig'>;
  entryOf?: EntryOf;
}

/**
 * Sign-in: the Cognito user pool (campus SAML identity providers from infra/config are the way in for staff;
 * local accounts, the configured administrators, need a password and an authenticator app), its hosted UI
 * domain and web client, the token trigger that places federated people on their campus, the auth Lambda
 * behind a Function URL that serves /auth/api/*, and the provisioning of infra/config.
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  /** Changes whenever the web client's settings do, so the web stack registers its URLs on it again. */
  readonly webClientFingerprint: string;
  readonly authFunction: IFunction;
  readonly authFunctionUrl: IFunctionUrl;
  /** Cognito's pre token generation trigger: when it fails, nobody can sign in. */
  readonly tokenClaimsFunction: IFunction;
  /** The custom resource's function that provisions infra/config (watched like the others). */
  readonly provisioningFunction: IFunction;
  /** What CloudFront sends in the origin-verify header; the auth function refuses requests without it. */
  readonly originVerifySecret: ISecret;
  /** guest17: signs the public routes' guest cookies and tokens (the auth function issues them, the guests function checks them). */
  readonly guestTokenSecret: ISecret;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const config = settings.platformConfig;
    const entryOf = props.entryOf ?? functionEntry;
    const userPool = this.createUserPool();
    this.userPool = userPool;
    this.tokenClaimsFunction = this.addTokenTrigger(userPool, props);

    const domain = userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: settings.cognitoDomainPrefix ?? `campus-forms-${Aws.ACCOUNT_ID}` },
    });
    const { providers } = new CampusIdentityProviders(this, 'CampusIdentityProviders', { userPool, providers: config.identityProviders });
    const { client, fingerprint } = this.createWebClient(userPool, settings.webDomain, config.identityProviders.map((provider) => provider.name), providers);
    this.webClient = client;
    this.webClientFingerprint = fingerprint;
    const signInProviders = [
      ...config.identityProviders.map((provider) => ({ id: provider.name, label: provider.label })),
      { id: 'COGNITO', label: 'an administrator account' },
    ];

    // A Secrets Manager value, so it never appears in a template: CloudFormation resolves it at deploy time.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `CloudFront sends this in ${originVerifyHeader} to the auth function, which refuses requests without it.`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    this.guestTokenSecret = new Secret(this, 'GuestTokenSecret', {
      description: 'Signs the guest cookie and guest tokens of the public routes (HMAC-SHA256).',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const fn = new NodeFunction(this, 'AuthFunction', {
      entry: entryOf('auth'),
      description: 'Serves /auth/api/*: sessions over Cognito for the web app.',
      environment: {
        IDENTITY_PROVIDER: 'cognito',
        COGNITO_USER_POOL_ID: userPool.userPoolId,
        COGNITO_CLIENT_ID: client.userPoolClientId,
        COGNITO_DOMAIN: `${domain.domainName}.auth.${this.region}.amazoncognito.com`,
        // The callback is the browser's own origin (CloudFront forwards its host), registered by the web stack.
        ...(config.identityProviders.length === 1 ? { COGNITO_IDENTITY_PROVIDER: config.identityProviders[0]!.name } : {}),
        SIGN_IN_PROVIDERS: JSON.stringify(signInProviders),
        COOKIE_SECURE: 'true',
        TABLE_NAME: props.table.tableName,
        POWERTOOLS_SERVICE_NAME: 'auth',
        ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap(),
        GUEST_TOKEN_SECRET: this.guestTokenSecret.secretValue.unsafeUnwrap(),
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

    this.provisioningFunction = new PlatformProvisioning(this, 'Provisioning', { table: props.table, userPool, config, entryOf }).onEventFunction;
  }

  private createUserPool(): UserPool {
    return new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Only local accounts (administrators) meet this: federated sign-in is the campus IdP's own second factor.
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      // The same rule the new-password step states (schema/src/auth/password-policy.ts).
      passwordPolicy: {
        ...passwordPolicy,
        tempPasswordValidity: Duration.days(3),
      },
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
  }

  /** Pre token generation: the tenant, and the campus of one-campus identity providers, into every ID token. */
  private addTokenTrigger(userPool: UserPool, props: AuthStackProps): IFunction {
    const config = props.settings.platformConfig;
    const fn = new NodeFunction(this, 'TokenClaimsFunction', {
      entry: (props.entryOf ?? functionEntry)('token-claims'),
      description: 'Adds the tenant and the campus of one-campus identity providers to ID tokens (Cognito trigger).',
      environment: {
        TENANT_CODE: config.tenant.code,
        FIXED_CAMPUS_BY_PROVIDER: JSON.stringify(fixedCampusByProvider(config.identityProviders)),
        POWERTOOLS_SERVICE_NAME: 'token-claims',
      },
    });
    userPool.addTrigger(UserPoolOperation.PRE_TOKEN_GENERATION, fn);
    return fn;
  }

  private createWebClient(
    userPool: UserPool,
    webDomain: string | undefined,
    providerNames: string[],
    providers: UserPoolIdentityProviderSaml[],
  ): { client: UserPoolClient; fingerprint: string } {
    // Every setting of the client that is not a token, so the fingerprint follows any change to it.
    const settings = {
      flows: { authorizationCodeGrant: true },
      scopes: ['openid', 'email', 'profile'],
      identityProviders: ['COGNITO', ...providerNames],
      tokenMinutes: { access: 15, id: 15, refresh: 24 * 60 },
      // The web stack registers the real origins once CloudFront has a domain; this stands in until then.
      origin: webDomain ? `https://${webDomain}` : 'https://localhost',
    };
    const standard = { email: true, givenName: true, familyName: true };
    const client = userPool.addClient('WebClient', {
      generateSecret: false,
      // No password sign-in through the API: local accounts sign in on the hosted page, which asks for MFA.
      authFlows: { userPassword: false },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(settings.tokenMinutes.access),
      idTokenValidity: Duration.minutes(settings.tokenMinutes.id),
      refreshTokenValidity: Duration.minutes(settings.tokenMinutes.refresh),
      oAuth: {
        flows: settings.flows,
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${settings.origin}/auth/api/callback`],
        logoutUrls: [`${settings.origin}/`],
      },
      supportedIdentityProviders: settings.identityProviders.map((name) =>
        name === 'COGNITO' ? UserPoolClientIdentityProvider.COGNITO : UserPoolClientIdentityProvider.custom(name),
      ),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ ...standard, emailVerified: true })
        .withCustomAttributes('campusCode', 'tenantCode'),
      // Users may not rewrite their campus or tenant: those are set by administrators.
      writeAttributes: new ClientAttributes().withStandardAttributes(standard),
    });
    // The client names the providers by name only: they must exist before it.
    for (const provider of providers) client.node.addDependency(provider);
    return { client, fingerprint: createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16) };
  }
}
