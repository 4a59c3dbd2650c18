import { userEntity, userSearchPrefixes, type UserRecord } from './entities/people';
import { readRangePage, type KeyRange, type RangePosition } from './key-range-pages';

/** The people of a campus by last name, first name (the member picker's index, whole, A to Z). */
export const usersOfCampusRange = (campusCode: string): KeyRange => ({
  index: userEntity.definition.indexes!.byCampus.index,
  pk: `CAMPUS#${campusCode}`,
  prefix: userSearchPrefixes.byCampus,
  ascending: true,
});

/** One page of a campus's people (one Query), and where the next starts. */
export async function usersOfCampusPage(campusCode: string, size: number, after?: RangePosition): Promise<{ users: UserRecord[]; next?: RangePosition }> {
  const page = await readRangePage(usersOfCampusRange(campusCode), size, after);
  return { users: page.items.map((item) => userEntity.fromItem(item)), ...(page.next ? { next: page.next } : {}) };
}
