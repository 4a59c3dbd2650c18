import type { CredentialRecord } from '../data/entities/people';
import { credentialEntity } from '../data/entities/people';
import { setNewPasswordAndActivate } from '../data/people-repository';
import { ConditionFailed, getRecord } from '../data/store';
import { meetsPasswordPolicy } from '../../schema/src/auth/password-policy';
import type { UserRecord } from '../data/entities/people';
import { issueAccessToken } from './access-token';
import { tableChallengeStore, type ChallengeStore } from './challenge-store';
import type { IdentityProvider, SignInResult } from './identity-provider';
import { hashPassword, verifyPassword } from './password';
import { tableSessionStore, sessionSeconds, type SessionStore } from './session-store';
import { tableUserDirectory, type UserDirectory } from './user-directory';

/** What the local adapter needs; tests may swap the clock. */
export interface LocalIdentityDependencies {
  sessions: SessionStore;
  users: UserDirectory;
  challenges: ChallengeStore;
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
  const { sessions, users, challenges, now } = {
    sessions: tableSessionStore,
    users: tableUserDirectory,
    challenges: tableChallengeStore,
    now: () => new Date(),
    ...dependencies,
  };

  async function openSession(user: UserRecord): Promise<SignInResult> {
    const at = now();
    const { sessionId } = await sessions.create({ userId: user.userId, now: at });
    const token = await issueAccessToken(user, at);
    return { ok: true, session: { sessionId, maxAgeSeconds: sessionSeconds(), user, token } };
  }

  return {
    kind: 'local',

    async signIn(username, password): Promise<SignInResult> {
      const credential = username ? await getRecord(credentialEntity, credentialKey(username), true) : undefined;
      const matches = await verifyPassword(password, credential?.passwordHash ?? (await decoy()));
      if (!credential || !matches) return { ok: false, reason: 'invalid-credentials' };
      const user = await users.findUser(credential.userId);
      if (!user) return { ok: false, reason: 'invalid-credentials' };
      if (user.status === 'INACTIVE') return { ok: false, reason: 'inactive' };
      // As Cognito answers a right password of a FORCE_CHANGE_PASSWORD user: the NEW_PASSWORD_REQUIRED challenge.
      // No session opens until a new password is set.
      if (user.status === 'FORCE_CHANGE_PASSWORD') {
        const challengeId = await challenges.open({ userId: user.userId, username: credential.username }, now());
        return { ok: false, reason: 'new-password-required', challengeId };
      }
      return openSession(user);
    },

    async completeNewPassword(challengeId, newPassword) {
      // Checked before the challenge is taken: a refused password can be corrected within the same challenge.
      if (!meetsPasswordPolicy(newPassword)) return { ok: false, reason: 'password-policy' };
      const challenge = await challenges.take(challengeId, now());
      if (!challenge) return { ok: false, reason: 'challenge-expired' };
      let user: UserRecord;
      try {
        user = await setNewPasswordAndActivate(challenge, await hashPassword(newPassword));
      } catch (error) {
        // Deactivated, or already given a password, since the challenge opened: start again from sign-in.
        if (error instanceof ConditionFailed) return { ok: false, reason: 'challenge-expired' };
        throw error;
      }
      return openSession(user);
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
