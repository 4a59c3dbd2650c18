import type { ApiClient } from './local-api';

/** A guest of the public routes: their cookie, their token, and a client that sends both as the web does. */
export interface GuestClient extends ApiClient {
  cookie: string;
  token: string;
}

/**
 * Opens a guest session as the public pages do: GET /public/api/guest-session (with a cookie from before, or
 * none: a new guest), then GraphQL calls with the guests' API key and the guest token.
 */
export async function guestSession(baseUrl: string, cookie = ''): Promise<GuestClient> {
  const answer = await fetch(`${baseUrl}/public/api/guest-session`, { headers: cookie ? { cookie } : {} });
  const setCookie = answer.headers.get('set-cookie');
  const { token } = (await answer.json()) as { token: string };
  const kept = setCookie ? (setCookie.split(';')[0] ?? '') : cookie;
  return {
    cookie: kept,
    token,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${baseUrl}/platform-shell/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': process.env.GUEST_API_KEY ?? '', 'x-guest-token': token, ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
  };
}
