import { credentialEntity, userEntity, userSearchPrefixes, type CredentialRecord, type UserRecord, type UserSearchPattern } from './entities';
import { batchGetRecords, getRecord, queryRecords, updateExistingRecord } from './store';

/** A user's profile by id. */
export const findUser = (userId: string) => getRecord(userEntity, userEntity.key({ userId } as UserRecord));

const searchPatterns = Object.keys(userSearchPrefixes) as UserSearchPattern[];

/**
 * Active people of a campus whose last name, first name, username or email starts with `term`
 * (case-insensitive): one Query per pattern, each on its own index, merged and sorted by last then first
 * name. At most `limit` people.
 */
export async function searchUsersOfCampus(campusCode: string, term: string, limit: number): Promise<UserRecord[]> {
  const prefix = term.toLowerCase();
  const pages = await Promise.all(
    searchPatterns.map((pattern) =>
      queryRecords(userEntity, {
        index: userEntity.definition.indexes![pattern].index,
        pk: `CAMPUS#${campusCode}`,
        skBeginsWith: `${userSearchPrefixes[pattern]}${prefix}`,
        limit,
      }),
    ),
  );
  const found = new Map<string, UserRecord>();
  for (const user of pages.flatMap((page) => page.items)) {
    if (user.status !== 'INACTIVE') found.set(user.userId, user);
  }
  const byName = (a: UserRecord, b: UserRecord) =>
    a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.userId.localeCompare(b.userId);
  return [...found.values()].sort(byName).slice(0, limit);
}

/** Profiles by id, in the order asked; missing ones are left out (member lists). */
export const findUsers = (userIds: string[]) =>
  batchGetRecords(userEntity, [...new Set(userIds)].map((userId) => userEntity.key({ userId } as UserRecord)));

/** A user's profile by username (one Query of the byUsername index): what an import's owner column names. */
export async function findUserByUsername(username: string): Promise<UserRecord | undefined> {
  const page = await queryRecords(userEntity, { index: userEntity.definition.indexes!.byUsername.index, pk: `USERNAME#${username}`, limit: 1 });
  return page.items[0];
}

/**
 * The local new-password step's writes: the credential's new hash, then the user ACTIVE, each a conditional
 * update (no transaction: dynalite has none). The status change holds only while the user still waits for a new
 * password (ConditionFailed otherwise, for example when an administrator deactivated them meanwhile); a failure
 * between the two writes leaves the new password set and the user still asked for one, which is safe to redo.
 */
export async function setNewPasswordAndActivate(user: Pick<UserRecord, 'userId' | 'username'>, passwordHash: string): Promise<UserRecord> {
  await updateExistingRecord(credentialEntity, credentialEntity.key({ username: user.username } as CredentialRecord), {
    set: { passwordHash },
    condition: { expression: '#c_user = :c_user', names: { '#c_user': 'userId' }, values: { ':c_user': user.userId } },
  });
  return updateExistingRecord(userEntity, userEntity.key({ userId: user.userId } as UserRecord), {
    set: { status: 'ACTIVE' },
    condition: { expression: '#c_status = :c_status', names: { '#c_status': 'status' }, values: { ':c_status': 'FORCE_CHANGE_PASSWORD' } },
  });
}
