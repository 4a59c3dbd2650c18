import { containsTerm, maxSearchResults, searchCampusesArgsSchema, searchPeopleArgsSchema } from '../../../schema/src/search/search-inputs';
import { findTenant, listCampusesOfTenant } from '../../data/organization-repository';
import type { PeopleDirectory } from '../../auth/people-directory';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { forbidden } from '../../shared/errors';
import { callerCampusTuples } from '../../authz/caller-campus';
import { userObject } from '../../authz/checks';
import { authorization } from '../../authz/service';

/**
 * Whether the caller may see the people of a campus: they are its member (their own campus, from their
 * verified token, or a stored membership) or administer it (campus, tenant and platform admins).
 */
function maySeePeopleOf(caller: Caller, campusCode: string): Promise<boolean> {
  return authorization().check({
    user: userObject(caller.userId),
    relation: 'member',
    object: `campus:${campusCode}`,
    contextualTuples: callerCampusTuples(caller),
  });
}

/**
 * The person search of a form: people of a campus by last name (also first name or email), 2 characters at
 * least, at most 25, from the user directory (so people who never signed in are found too). Scoped by the
 * campus code the spec gives it: FORBIDDEN for a campus the caller may not see. Only names and email are
 * answered.
 */
export async function searchPeople(caller: Caller, args: unknown, directory: PeopleDirectory) {
  const { searchTerm, campusCode } = parseInput(searchPeopleArgsSchema, args);
  if (!(await maySeePeopleOf(caller, campusCode))) throw forbidden('You may search for people of your own campus only.');
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
