import { searchUsersOfCampus } from '../data/people-repository';
import type { PeopleDirectory } from './people-directory';

/**
 * The local identity store as a people directory. Locally every account (demo sign-ins, invited
 * administrators) is a profile item in the table, so searching the profiles searches the whole directory.
 */
export const tablePeopleDirectory: PeopleDirectory = {
  async searchPeople(campusCode, term, limit) {
    const users = await searchUsersOfCampus(campusCode, term, limit);
    return users.map(({ userId, firstName, lastName, email, campusCode: campus }) => ({ userId, firstName, lastName, email, campusCode: campus }));
  },
};
