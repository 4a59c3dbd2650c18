import { userEntity, userSearchPrefixes, type UserRecord, type UserSearchPattern } from './entities';
import { batchGetRecords, getRecord, queryRecords } from './store';

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
