import type { AuthApi, SessionUser } from '@/lib/auth/auth-api';
import { createSessionStore, type SessionStore } from '@/lib/auth/session-store';

/** The demo user the component tests sign in as. */
export const staffOne: SessionUser = {
  userId: 'staff.one',
  firstName: 'Sam',
  lastName: 'Staff',
  email: 'staff.one@example.edu',
  campusCode: '01',
  campusName: 'PSU Bayview',
  shortName: 'Bayview',
  tenantCode: 'PSS',
};

/** An auth API that always answers with a signed-in staff.one. */
export const signedInAuthApi: AuthApi = {
  refresh: async () => ({
    authenticated: true,
    user: staffOne,
    accessToken: 'token-1',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  }),
  signIn: async () => ({ ok: false, message: 'not used' }),
  signOut: async () => undefined,
};

/**
 * An auth API whose refreshes answer staff.one with the given tokens in turn (a null or none left: signed out), for
 * tests of what happens when a token is refused and renewed.
 */
export function tokenSequenceAuthApi(tokens: Array<string | null>): AuthApi {
  return {
    ...signedInAuthApi,
    refresh: async () => {
      const token = tokens.shift() ?? null;
      return token ? { authenticated: true, user: staffOne, accessToken: token, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } : { authenticated: false };
    },
  };
}

/** A session store already signed in as staff.one. */
export async function signedInSession(): Promise<SessionStore> {
  const store = createSessionStore(signedInAuthApi);
  await store.refresh();
  return store;
}

/** The flags query's answer with the given flags on. */
export function flagsResult(...enabled: string[]) {
  return {
    data: {
      featureFlags: enabled.map((key) => ({ __typename: 'FeatureFlag', key, enabled: true })),
    },
  };
}
