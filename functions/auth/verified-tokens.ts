import { BoundedLru } from '../shared/bounded-lru';
import type { AccessTokenClaims } from './access-token';

/** Verifies a token's signature and claims at `now`; throws when any check fails. */
export type TokenVerifier = (token: string, now?: Date) => Promise<AccessTokenClaims>;

/**
 * A verifier that checks each token's signature once and then trusts the claims it answered until the token
 * expires: a signature never changes its mind, and expiry is checked again on every use (an expired token is
 * verified afresh, so it is refused exactly as the first time). Tokens are keyed by their full text, and the
 * cache holds at most `limit` of them (a few KB each).
 */
export function cachedTokenVerifier(verify: TokenVerifier, limit = 1_000): TokenVerifier {
  const verified = new BoundedLru<string, AccessTokenClaims>(limit);
  return async (token, now = new Date()) => {
    const known = verified.get(token);
    if (known && typeof known.exp === 'number' && now.getTime() < known.exp * 1000) return known;
    verified.delete(token);
    const claims = await verify(token, now);
    verified.set(token, claims);
    return claims;
  };
}
