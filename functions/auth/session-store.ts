import { createHash, randomBytes } from 'node:crypto';
import type { SessionRecord } from '../data/entities/people';
import { sessionEntity } from '../data/entities/people';
import { ConditionFailed, getRecord, putRecord, updateRecord } from '../data/store';
import { positiveNumberEnv } from './env';

/** Sessions behind the `sid` cookie. Expiry and revocation are checked on every read. */
export interface SessionStore {
  /** Opens a session lasting SESSION_HOURS (default 12); answers the cookie value and the record. */
  create(input: { userId: string; refreshToken?: string; now: Date }): Promise<{ sessionId: string; record: SessionRecord }>;
  /** The session if it exists, has not expired and was not revoked. */
  findActive(sessionId: string, now: Date): Promise<SessionRecord | undefined>;
  /** The session whatever its state (sign-out still revokes the refresh token of an expired one). */
  find(sessionId: string): Promise<SessionRecord | undefined>;
  revoke(sessionId: string, now: Date): Promise<void>;
}

/** How long a new session lasts, in seconds (SESSION_HOURS, default 12). */
export const sessionSeconds = () => Math.round(positiveNumberEnv('SESSION_HOURS', 12) * 3600);

/**
 * The stored id is a hash of the cookie value, so someone reading the table (a backup, an export) cannot
 * replay sessions from it.
 */
const storedId = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

const keyOf = (sessionId: string) => sessionEntity.key({ sessionId: storedId(sessionId) } as SessionRecord);

// Cookie values are 32 random bytes in base64url (43 characters); anything else is not worth a read.
const plausible = (sessionId: string) => /^[A-Za-z0-9_-]{43}$/.test(sessionId);

/** The session store kept in the table as sessionEntity items. */
export const tableSessionStore: SessionStore = {
  async create({ userId, refreshToken, now }) {
    const sessionId = randomBytes(32).toString('base64url');
    const record: SessionRecord = {
      sessionId: storedId(sessionId),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + sessionSeconds() * 1000).toISOString(),
      ...(refreshToken ? { refreshToken } : {}),
    };
    await putRecord(sessionEntity, record, { mustNotExist: true });
    return { sessionId, record };
  },

  async find(sessionId) {
    return plausible(sessionId) ? getRecord(sessionEntity, keyOf(sessionId), true) : undefined;
  },

  async findActive(sessionId, now) {
    const record = await tableSessionStore.find(sessionId);
    // Never trust DynamoDB TTL for this: it deletes late (and dynalite not at all).
    if (!record || record.revokedAt || Date.parse(record.expiresAt) <= now.getTime()) return undefined;
    return record;
  },

  async revoke(sessionId, now) {
    if (!plausible(sessionId)) return;
    try {
      await updateRecord(sessionEntity, keyOf(sessionId), {
        set: { revokedAt: now.toISOString() },
        // Revoking a session that does not exist must not create one.
        condition: { expression: 'attribute_exists(#c_pk)', names: { '#c_pk': 'pk' } },
      });
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
    }
  },
};
