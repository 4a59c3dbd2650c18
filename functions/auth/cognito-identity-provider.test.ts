import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { SignJWT, generateKeyPair } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionRecord, UserRecord } from '../data/entities/people';
import type { CognitoConfig } from './cognito-config';
import { createCognitoIdentityProvider } from './cognito-identity-provider';
import type { SessionStore } from './session-store';
import type { UserDirectory } from './user-directory';

const config: CognitoConfig = {
  clientId: 'client-1',
  userPoolId: 'us-west-2_pool',
  issuer: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_pool',
  hostedUiUrl: 'https://login.example.edu',
  defaultIdentityProvider: 'CampusSSO',
};
const now = new Date('2030-01-01T00:00:00Z');
const cognito = mockClient(CognitoIdentityProviderClient);
const { privateKey } = await generateKeyPair('RS256');

/** An ID token as Cognito would issue it for a campus user. */
const idToken = (claims: Record<string, unknown> = {}) =>
  new SignJWT({
    token_use: 'id',
    email: 'grace@example.edu',
    given_name: 'Grace',
    family_name: 'Hopper',
    'cognito:username': 'grace',
    'custom:campusCode': 'UCX',
    'custom:tenantCode': 'UC',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256' })
    .setSubject('sub-grace')
    .setIssuer(config.issuer)
    .setAudience(config.clientId)
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + 3600_000))
    .sign(privateKey);

/** In-memory stand-ins for the table, so the adapter is tested alone. */
function memoryStores() {
  const sessions = new Map<string, SessionRecord>();
  const users = new Map<string, UserRecord>();
  let next = 0;
  const sessionStore: SessionStore = {
    async create({ userId, refreshToken, now: at }) {
      next += 1;
      const record: SessionRecord = { sessionId: `s${next}`, userId, createdAt: at.toISOString(), expiresAt: '2030-01-02T00:00:00Z', ...(refreshToken ? { refreshToken } : {}) };
      sessions.set(record.sessionId, record);
      return { sessionId: record.sessionId, record };
    },
    find: async (id) => sessions.get(id),
    findActive: async (id) => (sessions.get(id)?.revokedAt ? undefined : sessions.get(id)),
    async revoke(id, at) {
      const record = sessions.get(id);
      if (record) record.revokedAt = at.toISOString();
    },
  };
  const directory: UserDirectory = {
    findUser: async (id) => users.get(id),
    async ensureUser(user) {
      if (!users.has(user.userId)) users.set(user.userId, user);
      return users.get(user.userId) as UserRecord;
    },
  };
  const provider = createCognitoIdentityProvider({ config, sessions: sessionStore, users: directory, now: () => now });
  return { sessions, users, provider };
}

beforeEach(() => cognito.reset());
afterEach(() => vi.unstubAllGlobals());

describe('the Cognito identity adapter', () => {
  it('signs in with USER_PASSWORD_AUTH, creates the profile from the ID token and keeps the refresh token', async () => {
    const { provider, sessions, users } = memoryStores();
    const token = await idToken();
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: token, AccessToken: 'access', RefreshToken: 'refresh-1' } });

    const result = await provider.signIn('grace', 'pw');

    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'client-1',
      AuthParameters: { USERNAME: 'grace', PASSWORD: 'pw' },
    });
    expect(result).toMatchObject({ ok: true, session: { sessionId: 's1', token: { accessToken: token, expiresAt: '2030-01-01T01:00:00.000Z' } } });
    expect(users.get('sub-grace')).toMatchObject({ username: 'grace', firstName: 'Grace', lastName: 'Hopper', campusCode: 'UCX', tenantCode: 'UC', status: 'ACTIVE' });
    expect(sessions.get('s1')).toMatchObject({ userId: 'sub-grace', refreshToken: 'refresh-1' });
  });

  it('keeps an existing profile rather than overwriting it from the token', async () => {
    const { provider, users } = memoryStores();
    users.set('sub-grace', { userId: 'sub-grace', firstName: 'Rear Admiral', status: 'ACTIVE' } as UserRecord);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'r' } });

    const result = await provider.signIn('grace', 'pw');

    expect(result.ok && result.session.user.firstName).toBe('Rear Admiral');
  });

  it('refuses a wrong password as invalid credentials', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }));

    const result = await provider.signIn('grace', 'nope');

    expect(result).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(sessions.size).toBe(0);
  });

  it('refuses a sign-in that needs a new password, without opening a session', async () => {
    const { provider } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'x' });

    const result = await provider.signIn('grace', 'temporary');

    expect(result).toEqual({ ok: false, reason: 'challenge-required' });
  });

  it('refuses an inactive user and revokes the refresh token Cognito just issued', async () => {
    const { provider, users } = memoryStores();
    users.set('sub-grace', { userId: 'sub-grace', status: 'INACTIVE' } as UserRecord);
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    cognito.on(RevokeTokenCommand).resolves({});

    const result = await provider.signIn('grace', 'pw');

    expect(result).toEqual({ ok: false, reason: 'inactive' });
    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({ Token: 'refresh-1', ClientId: 'client-1' });
  });

  it('refuses a user whose token has no campus attributes', async () => {
    const { provider, users } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken({ 'custom:campusCode': undefined }) } });

    const result = await provider.signIn('grace', 'pw');

    expect(result).toEqual({ ok: false, reason: 'incomplete-profile' });
    expect(users.size).toBe(0);
  });

  it('refreshes a session with REFRESH_TOKEN_AUTH and the stored refresh token', async () => {
    const { provider } = memoryStores();
    cognito.on(InitiateAuthCommand, { AuthFlow: 'USER_PASSWORD_AUTH' }).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    const fresh = await idToken({ jti: 'fresh' });
    cognito.on(InitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).resolves({ AuthenticationResult: { IdToken: fresh } });
    await provider.signIn('grace', 'pw');

    const signedIn = await provider.refresh('s1');

    expect(cognito.commandCalls(InitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' })[0]?.args[0].input.AuthParameters).toEqual({ REFRESH_TOKEN: 'refresh-1' });
    expect(signedIn?.token.accessToken).toBe(fresh);
    expect(signedIn?.user.userId).toBe('sub-grace');
  });

  it('ends the session when Cognito no longer accepts its refresh token', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand, { AuthFlow: 'USER_PASSWORD_AUTH' }).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    cognito.on(InitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).rejects(new NotAuthorizedException({ message: 'Refresh Token has been revoked', $metadata: {} }));
    await provider.signIn('grace', 'pw');

    const signedIn = await provider.refresh('s1');

    expect(signedIn).toBeUndefined();
    expect(sessions.get('s1')?.revokedAt).toBe(now.toISOString());
  });

  it('revokes the refresh token in Cognito and the session here on sign-out', async () => {
    const { provider, sessions } = memoryStores();
    cognito.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: await idToken(), RefreshToken: 'refresh-1' } });
    cognito.on(RevokeTokenCommand).resolves({});
    await provider.signIn('grace', 'pw');

    await provider.signOut('s1');

    expect(cognito.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({ Token: 'refresh-1', ClientId: 'client-1' });
    expect(sessions.get('s1')?.revokedAt).toBeDefined();
  });

  it('sends the browser to the hosted UI with PKCE and the campus identity provider', () => {
    const { provider } = memoryStores();

    const url = new URL(provider.hostedSignIn?.authorizeUrl({ redirectUri: 'https://app.example.edu/auth/api/callback', state: 'st', codeChallenge: 'ch' }) ?? '');

    expect(url.origin + url.pathname).toBe('https://login.example.edu/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.example.edu/auth/api/callback',
      scope: 'openid email profile',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      identity_provider: 'CampusSSO',
    });
  });

  it('exchanges the hosted UI code at the token endpoint and opens a session', async () => {
    const { provider, sessions } = memoryStores();
    const token = await idToken();
    const fetchMock = vi.fn(async () => Response.json({ id_token: token, access_token: 'a', refresh_token: 'refresh-2' }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await provider.hostedSignIn?.complete({ code: 'code-1', codeVerifier: 'verifier', redirectUri: 'https://app.example.edu/auth/api/callback' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://login.example.edu/oauth2/token');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'client-1',
      code: 'code-1',
      redirect_uri: 'https://app.example.edu/auth/api/callback',
      code_verifier: 'verifier',
    });
    expect(result).toMatchObject({ ok: true, session: { token: { accessToken: token } } });
    expect(sessions.get('s1')?.refreshToken).toBe('refresh-2');
  });

  it('fails the exchange, naming only the OAuth error, when the token endpoint refuses the code', async () => {
    const { provider } = memoryStores();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: 'invalid_grant' }, { status: 400 })));

    const completing = provider.hostedSignIn?.complete({ code: 'used', codeVerifier: 'v', redirectUri: 'https://app/cb' });

    await expect(completing).rejects.toThrow('Cognito token endpoint refused the code: 400 invalid_grant');
  });
});
