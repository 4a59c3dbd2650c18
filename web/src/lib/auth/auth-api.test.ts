import { describe, expect, it } from 'vitest';
import { staffOne } from '@/test/fixtures';
import { withEarlyRefresh, type AuthApi } from './auth-api';

const signedIn = { authenticated: true, accessToken: 'early-token', expiresAt: '2026-11-29T21:00:00.000Z', user: staffOne };

function countingApi(): AuthApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    refresh: async () => {
      calls.push('refresh');
      return { authenticated: false };
    },
    signIn: async (username) => {
      calls.push(`signIn ${username}`);
      return { ok: false, message: 'no' };
    },
    signOut: async () => {
      calls.push('signOut');
    },
  };
}

describe('withEarlyRefresh', () => {
  it("answers the first refresh from the early start's body and asks the API for every later one", async () => {
    // Prepare
    const api = countingApi();
    const early = withEarlyRefresh(api, Promise.resolve(signedIn));

    // Act
    const first = await early.refresh();
    const second = await early.refresh();

    // Assess
    expect(first).toMatchObject({ authenticated: true, accessToken: 'early-token', user: { userId: 'staff.one' } });
    expect(second).toEqual({ authenticated: false });
    expect(api.calls).toEqual(['refresh']);
  });

  it('reads a body that is not a signed-in session as signed out', async () => {
    for (const body of [null, { authenticated: false }, { authenticated: true }, 'text']) {
      expect(await withEarlyRefresh(countingApi(), Promise.resolve(body)).refresh()).toEqual({ authenticated: false });
    }
  });

  it('passes a failed early request on, and signs in and out through the API', async () => {
    const api = countingApi();
    const early = withEarlyRefresh(api, Promise.reject(new TypeError('Failed to fetch')));
    await expect(early.refresh()).rejects.toThrow('Failed to fetch');
    await early.signIn('staff.one', 'pw');
    await early.signOut();
    expect(api.calls).toEqual(['signIn staff.one', 'signOut']);
  });

  it('asks the API from the first refresh when nothing was started early', async () => {
    const api = countingApi();
    await withEarlyRefresh(api, undefined).refresh();
    expect(api.calls).toEqual(['refresh']);
  });
});
