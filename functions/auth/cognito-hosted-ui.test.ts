import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cognito, idToken, memoryStores } from './testing/cognito-fixtures';

beforeEach(() => cognito.reset());
afterEach(() => vi.unstubAllGlobals());

describe("the Cognito adapter's hosted sign-in", () => {
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
