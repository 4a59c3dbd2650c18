import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** One redirect sign-in in flight: the CSRF state and the PKCE verifier, kept in a short-lived cookie. */
export interface HostedUiFlow {
  state: string;
  codeVerifier: string;
}

/** The cookie holding the flow between /auth/api/authorize and /auth/api/callback. */
export const flowCookie = { name: 'auth_flow', path: '/auth/api/callback', maxAgeSeconds: 600 };

/** Starts a flow: fresh state and verifier, and the verifier's S256 challenge for the authorize URL. */
export function startHostedUiFlow(): HostedUiFlow & { codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return {
    state: randomBytes(16).toString('base64url'),
    codeVerifier,
    codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
  };
}

/** The flow as a cookie value. */
export const flowCookieValue = (flow: HostedUiFlow) => `${flow.state}.${flow.codeVerifier}`;

/**
 * The flow's verifier, when the cookie is present and its state matches the one the identity provider sent
 * back. A mismatch means the callback was not started by this browser (login CSRF), so it is refused.
 */
export function verifierForState(cookieValue: string | undefined, state: string | undefined): string | undefined {
  const [expected, codeVerifier] = (cookieValue ?? '').split('.');
  if (!expected || !codeVerifier || !state) return undefined;
  const [a, b] = [Buffer.from(expected), Buffer.from(state)];
  return a.length === b.length && timingSafeEqual(a, b) ? codeVerifier : undefined;
}
