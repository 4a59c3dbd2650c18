import type { UserRecord } from '../data/entities/people';
import { userEntity } from '../data/entities/people';
import { ConditionFailed, getRecord, putRecord } from '../data/store';

/** The user profiles the identity adapters read, and create just in time for federated users. */
export interface UserDirectory {
  findUser(userId: string): Promise<UserRecord | undefined>;
  /** Stores `user` unless a profile with its id exists; answers the profile as stored. */
  ensureUser(user: UserRecord): Promise<UserRecord>;
}

const keyOf = (userId: string) => userEntity.key({ userId } as UserRecord);

/** The user directory kept in the table as userEntity items. */
export const tableUserDirectory: UserDirectory = {
  findUser: (userId) => getRecord(userEntity, keyOf(userId), true),

  async ensureUser(user) {
    const existing = await getRecord(userEntity, keyOf(user.userId), true);
    if (existing) return existing;
    try {
      await putRecord(userEntity, user, { mustNotExist: true });
      return user;
    } catch (error) {
      // Two first sign-ins racing (two tabs): the other one created it, and theirs is as good as ours.
      if (!(error instanceof ConditionFailed)) throw error;
      return (await getRecord(userEntity, keyOf(user.userId), true)) ?? user;
    }
  },
};
