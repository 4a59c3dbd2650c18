import { describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from './access-token';
import { cachedTokenVerifier } from './verified-tokens';

const claimsExpiringAt = (exp: number) => ({ sub: 'user-1', exp }) as AccessTokenClaims;

describe('cachedTokenVerifier', () => {
  it('verifies a token once and answers its claims again until it expires', async () => {
    const calls: string[] = [];
    const verify = cachedTokenVerifier(async (token) => {
      calls.push(token);
      return claimsExpiringAt(100);
    });

    await verify('a', new Date(10_000));
    const again = await verify('a', new Date(99_999));

    expect(again.sub).toBe('user-1');
    expect(calls).toEqual(['a']);
  });

  it('verifies an expired token afresh, so it is refused as the first time', async () => {
    let verifications = 0;
    const verify = cachedTokenVerifier(async (_token, now) => {
      verifications += 1;
      if (now && now.getTime() >= 100_000) throw new Error('"exp" claim timestamp check failed');
      return claimsExpiringAt(100);
    });
    await verify('a', new Date(1_000));

    await expect(verify('a', new Date(100_000))).rejects.toThrow(/exp/);
    expect(verifications).toBe(2);
  });

  it('never answers one token with the claims of another', async () => {
    const verify = cachedTokenVerifier(async (token) => ({ ...claimsExpiringAt(100), sub: token }));
    await verify('a', new Date(0));

    expect((await verify('b', new Date(0))).sub).toBe('b');
  });
});
