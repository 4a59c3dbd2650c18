import { searchUsersArgsSchema } from '../../../schema/src/inputs/roles';
import { allowedEach, isAllowed, platformObject } from '../../authz/checks';
import { findCampus, listProgramsOfCampus } from '../../data/organization-repository';
import { searchUsersOfCampus } from '../../data/people-repository';
import type { Caller } from '../../shared/caller';
import { forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';

/** The most people one search answers. */
export const maxSearchResults = 25;

/**
 * Who may look people up on a campus for the member picker: whoever manages roles there: an admin of the
 * campus (global admins included), a holder of can_manage_permissions, or an admin of one of its programs.
 */
async function mayPickMembersOn(caller: Caller, campusCode: string): Promise<boolean> {
  if (await isAllowed(caller, 'admin', `campus:${campusCode}`)) return true;
  if (await isAllowed(caller, 'can_manage_permissions', platformObject)) return true;
  const programs = await listProgramsOfCampus(campusCode);
  if (programs.length === 0) return false;
  return (await allowedEach(caller, 'can_manage_roles', programs.map((program) => ({ object: `program:${program.id}` })))).some(Boolean);
}

/** The member picker's search: people of a campus by name, username or email prefix. */
export async function searchUsers(caller: Caller, args: unknown) {
  const input = parseInput(searchUsersArgsSchema, args);
  const campusCode = input.campusCode ?? caller.campusCode;
  if (!(await findCampus(campusCode))) throw notFound('Campus', campusCode);
  if (!(await mayPickMembersOn(caller, campusCode))) throw forbidden('You need to manage roles on this campus to search for people.');
  const users = await searchUsersOfCampus(campusCode, input.searchTerm, maxSearchResults);
  return users.map(({ userId, firstName, lastName, email, campusCode: campus }) => ({ userId, firstName, lastName, email, campusCode: campus }));
}
