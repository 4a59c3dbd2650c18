import { createHash, randomBytes } from 'node:crypto';
import { signInChallengeEntity, type SignInChallengeRecord } from '../data/entities/people';
import { deleteItem } from '../data/item-operations';
import { putRecord } from '../data/store';

/** How long a new-password challenge lasts: Cognito's NEW_PASSWORD_REQUIRED session lasts three minutes. */
export const challengeSeconds = 180;

/** What a challenge holds besides its id and expiry. */
export type ChallengeDetails = Pick<SignInChallengeRecord, 'userId' | 'username' | 'providerSession'>;

/** New-password challenges behind the `npc` cookie: opened by a sign-in, taken once by the new-password step. */
export interface ChallengeStore {
  /** Opens a challenge; answers the cookie value. */
  open(details: ChallengeDetails, now: Date): Promise<string>;
  /**
   * Removes the challenge and answers it, if it exists and has not expired. A challenge is taken once: of two
   * requests racing with the same cookie, only one gets it (a conditional delete).
   */
  take(challengeId: string, now: Date): Promise<ChallengeDetails | undefined>;
}

// As for sessions: the table holds a hash of the cookie value, so a reader of the table cannot answer a challenge.
const storedId = (challengeId: string) => createHash('sha256').update(challengeId).digest('base64url');
const plausible = (challengeId: string) => /^[A-Za-z0-9_-]{43}$/.test(challengeId);

/** The challenge store kept in the table as signInChallengeEntity items. */
export const tableChallengeStore: ChallengeStore = {
  async open(details, now) {
    const challengeId = randomBytes(32).toString('base64url');
    const record: SignInChallengeRecord = {
      challengeId: storedId(challengeId),
      userId: details.userId,
      username: details.username,
      ...(details.providerSession ? { providerSession: details.providerSession } : {}),
      expiresAt: new Date(now.getTime() + challengeSeconds * 1000).toISOString(),
    };
    await putRecord(signInChallengeEntity, record, { mustNotExist: true });
    return challengeId;
  },

  async take(challengeId, now) {
    if (!plausible(challengeId)) return undefined;
    const key = signInChallengeEntity.key({ challengeId: storedId(challengeId) } as SignInChallengeRecord);
    // Deleting without mustExist answers undefined for a missing item, so a second taker learns it was taken.
    const item = await deleteItem(key);
    if (!item) return undefined;
    const record = signInChallengeEntity.fromItem(item);
    if (Date.parse(record.expiresAt) <= now.getTime()) return undefined;
    return { userId: record.userId, username: record.username, ...(record.providerSession ? { providerSession: record.providerSession } : {}) };
  },
};
