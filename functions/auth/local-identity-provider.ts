import type { CredentialRecord } from '../data/entities/people';
import { credentialEntity } from '../data/entities/people';
import { getRecord } from '../data/store';
import { issueAccessToken } from './access-token';
import type { IdentityProvider, SignInResult } from './identity-provider';
import { hashPassword, verifyPassword } from './password';
import { tableSessionStore, sessionSeconds, type SessionStore } from './session-store';
import { tableUserDirectory, type UserDirectory } from './user-directory';

/** What the local adapter needs; tests may swap the clock. */
export interface LocalIdentityDependencies {
  sessions: SessionStore;
  users: UserDirectory;
  now: () => Date;
}

// Checked against when the username is unknown, so a miss costs as long as a wrong password and response
// times do not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));

const credentialKey = (username: string) => credentialEntity.key({ username } as CredentialRecord);

/**
 * The local identity adapter: usernames and scrypt hashes stored as credential items, sessions in the
 * table, access tokens signed with the local key. It serves the local harness and the integration tests.
 */
export function createLocalIdentityProvider(
  dependencies: Partial<LocalIdentityDependencies> = {},
): IdentityProvider {
  const { sessions, users, now } = {
    sessions: tableSessionStore,
    users: tableUserDirectory,
    now: () => new Date(),
    ...dependencies,
  };

  return {
    kind: 'local',

    async signIn(username, password): Promise<SignInResult> {
      const credential = username ? await getRecord(credentialEntity, credentialKey(username), true) : undefined;
      const matches = await verifyPassword(password, credential?.passwordHash ?? (await decoy()));
      if (!credential || !matches) return { ok: false, reason: 'invalid-credentials' };
      const user = await users.findUser(credential.userId);
      if (!user) return { ok: false, reason: 'invalid-credentials' };
      if (user.status === 'INACTIVE') return { ok: false, reason: 'inactive' };
      // As Cognito answers a right password of a FORCE_CHANGE_PASSWORD user: the NEW_PASSWORD_REQUIRED challenge,
      // which the Cognito adapter reports as challenge-required. No session opens until a new password is set.
      if (user.status === 'FORCE_CHANGE_PASSWORD') return { ok: false, reason: 'challenge-required' };
      const at = now();
      const { sessionId } = await sessions.create({ userId: user.userId, now: at });
      const token = await issueAccessToken(user, at);
      return { ok: true, session: { sessionId, maxAgeSeconds: sessionSeconds(), user, token } };
    },

    async refresh(sessionId) {
      const at = now();
      const session = await sessions.findActive(sessionId, at);
      if (!session) return undefined;
      const user = await users.findUser(session.userId);
      // A user deactivated after signing in loses the session at the next refresh.
      if (!user || user.status === 'INACTIVE') return undefined;
      return { user, token: await issueAccessToken(user, at) };
    },

    async signOut(sessionId) {
      await sessions.revoke(sessionId, now());
    },
  };
}
