import { fetchGuestApiKey, openGuestSession, type GuestToken } from './guest-session';

/** Renew the token this long before it expires, so no request leaves with one about to lapse. */
const renewBeforeMs = 60_000;

/** The headers a guest's request carries: the API key always, the guest token unless the operation needs none. */
export interface GuestCredentials {
  headers: (options: { withGuestToken: boolean }) => Promise<Record<string, string>>;
  /** Drops the held token (after the session ended): the next request opens a new session. */
  forget: () => void;
}

/**
 * Holds the guest's API key and token in memory (never in storage: the cookie is the guest's lasting identity),
 * opening the session lazily on the first request that needs it and renewing the token before it expires.
 */
export function createGuestCredentials(deps = { openSession: openGuestSession, apiKey: fetchGuestApiKey, now: () => Date.now() }): GuestCredentials {
  let apiKey: Promise<string> | undefined;
  let token: Promise<GuestToken> | undefined;
  const currentToken = async () => {
    const held = token ? await token.catch(() => undefined) : undefined;
    if (!held || Date.parse(held.expiresAt) - deps.now() < renewBeforeMs) token = deps.openSession();
    return (await token!).token;
  };
  return {
    async headers({ withGuestToken }) {
      apiKey ??= deps.apiKey();
      const headers: Record<string, string> = { 'x-api-key': await apiKey };
      if (withGuestToken) headers['x-guest-token'] = await currentToken();
      return headers;
    },
    forget() {
      token = undefined;
    },
  };
}
