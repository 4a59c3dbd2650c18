import { requireEnv } from './env';

/** Where the Cognito adapter finds its user pool, app client and hosted UI. */
export interface CognitoConfig {
  clientId: string;
  userPoolId: string;
  /** The issuer of the pool's tokens, derived from the pool id (which starts with its region). */
  issuer: string;
  /** The hosted UI's base URL (https://...), when COGNITO_DOMAIN is set; without it there is no redirect sign-in. */
  hostedUiUrl?: string;
  /** The campus IdP to send /auth/api/authorize to when the request names none. */
  defaultIdentityProvider?: string;
  /** The callback URL registered on the app client; derived from the request when unset. */
  redirectUri?: string;
}

/** Reads the Cognito adapter's configuration, failing fast (naming the variable) on what is missing. */
export function cognitoConfigFromEnv(): CognitoConfig {
  const clientId = requireEnv('COGNITO_CLIENT_ID');
  const userPoolId = requireEnv('COGNITO_USER_POOL_ID');
  const region = userPoolId.split('_')[0];
  if (!region || !userPoolId.includes('_')) {
    throw new Error(`Invalid configuration: COGNITO_USER_POOL_ID must look like <region>_<id> (got "${userPoolId}").`);
  }
  const domain = process.env.COGNITO_DOMAIN?.trim();
  return {
    clientId,
    userPoolId,
    issuer: `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`,
    ...(domain ? { hostedUiUrl: (/^https?:\/\//.test(domain) ? domain : `https://${domain}`).replace(/\/+$/, '') } : {}),
    ...(process.env.COGNITO_IDENTITY_PROVIDER ? { defaultIdentityProvider: process.env.COGNITO_IDENTITY_PROVIDER } : {}),
    ...(process.env.COGNITO_REDIRECT_URI ? { redirectUri: process.env.COGNITO_REDIRECT_URI } : {}),
  };
}
