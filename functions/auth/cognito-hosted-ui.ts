import type { AuthorizeRequest } from './identity-provider';

/** The tokens Cognito's token endpoint answers for an authorization code. */
export interface HostedUiTokens {
  idToken: string;
  refreshToken?: string;
}

/** The hosted UI's authorize URL for the OAuth 2 code flow with PKCE. */
export function hostedUiAuthorizeUrl(hostedUiUrl: string, clientId: string, request: AuthorizeRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...(request.identityProvider ? { identity_provider: request.identityProvider } : {}),
  });
  return `${hostedUiUrl}/oauth2/authorize?${query}`;
}

/** Exchanges an authorization code at the hosted UI's token endpoint; throws when Cognito refuses it. */
export async function exchangeAuthorizationCode(
  hostedUiUrl: string,
  clientId: string,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<HostedUiTokens> {
  const response = await fetch(`${hostedUiUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.id_token !== 'string') {
    // Only the OAuth error code goes into the message: the body of a success would hold tokens.
    throw new Error(`Cognito token endpoint refused the code: ${response.status} ${String(body.error ?? 'no id_token')}`);
  }
  return {
    idToken: body.id_token,
    ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
  };
}
