import { containsTerm, maxSearchResults, searchCampusesArgsSchema, searchPeopleArgsSchema } from '../../../schema/src/search/search-inputs';
import { findTenant, listCampusesOfTenant } from '../../data/organization-repository';
import type { PeopleDirectory } from '../../auth/people-directory';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';

/**
 * The person search of a form: people of a campus by last name (also first name or email), 2 characters at
 * least, at most 25, from the user directory (so people who never signed in are found too). Any signed-in
 * person may search; only names and email are answered.
 */
export async function searchPeople(_caller: Caller, args: unknown, directory: PeopleDirectory) {
  const { searchTerm, campusCode } = parseInput(searchPeopleArgsSchema, args);
  const people = await directory.searchPeople(campusCode, searchTerm, maxSearchResults);
  return people.map(({ userId, firstName, lastName, email }) => ({ userId, firstName, lastName, email }));
}

/** The campus search of a form: campuses of the caller's own tenant whose name, short name or code contains the term. */
export async function searchCampuses(caller: Caller, args: unknown) {
  const { searchTerm } = parseInput(searchCampusesArgsSchema, args);
  if (!caller.tenantCode) return [];
  const [tenant, campuses] = await Promise.all([findTenant(caller.tenantCode), listCampusesOfTenant(caller.tenantCode)]);
  return campuses
    .filter((campus) => containsTerm([campus.name, campus.shortName, campus.code], searchTerm))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, maxSearchResults)
    .map((campus) => ({
      id: campus.code,
      name: campus.name,
      shortName: campus.shortName,
      tenant: { id: campus.tenantCode, name: tenant?.name ?? campus.tenantCode },
    }));
}
