import { libraryGrantPeopleArgsSchema, libraryGrantRolesArgsSchema } from '../../../schema/src/libraries/library-grant-inputs';
import { roleNameKey } from '../../../schema/src/roles/role-name';
import { callerCampusTuples } from '../../authz/caller-campus';
import { userObject } from '../../authz/checks';
import { authorization } from '../../authz/service';
import { findCampus, listProgramsOfCampus } from '../../data/organization-repository';
import { searchUsersOfCampus } from '../../data/people-repository';
import { listRolesOfNode } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { libraryFor } from '../library-access';
import { roleLevels } from '../library-grant-views';

/** The most people one search answers. */
const maxPeople = 25;

/**
 * The campus a library admin looks up people and roles of: one they belong to (their own, from their verified
 * token, or a stored membership) or administer. FORBIDDEN otherwise: being a library's admin opens no campus's
 * directory by itself.
 */
async function campusToSearch(caller: Caller, libraryId: string, campusCode: string | null): Promise<string> {
  await libraryFor(caller, libraryId, 'manageAccess');
  const code = campusCode ?? caller.campusCode;
  if (!(await findCampus(code))) throw notFound('Campus', code);
  const member = await authorization().check({ user: userObject(caller.userId), relation: 'member', object: `campus:${code}`, contextualTuples: callerCampusTuples(caller) });
  if (!member) throw forbidden('You may look up people and roles of your own campus only.');
  return code;
}

/** libraryGrantPeople: people of a campus to grant a library to, by the start of a name, username or email. */
export async function libraryGrantPeople(caller: Caller, args: unknown) {
  const { libraryId, searchTerm, campusCode } = parseInput(libraryGrantPeopleArgsSchema, args);
  const code = await campusToSearch(caller, libraryId, campusCode);
  const people = await searchUsersOfCampus(code, searchTerm, maxPeople);
  return people.map(({ userId, firstName, lastName, email, campusCode: campus }) => ({ userId, firstName, lastName, email, campusCode: campus }));
}

/**
 * libraryGrantRoles: the global roles, then the campus's, then its programs' (one Query per program: a campus has
 * tens of programs, and the panel asks once per campus chosen, not per keystroke). Roles being deleted are left out.
 */
export async function libraryGrantRoles(caller: Caller, args: unknown) {
  const { libraryId, campusCode } = parseInput(libraryGrantRolesArgsSchema, args);
  const code = await campusToSearch(caller, libraryId, campusCode);
  const programs = await listProgramsOfCampus(code);
  const perNode = await Promise.all([
    listRolesOfNode('global', 'platform'),
    listRolesOfNode('campus', code),
    ...programs.map((program) => listRolesOfNode('program', program.id)),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => roleNameKey(a.name).localeCompare(roleNameKey(b.name));
  const roles = perNode.flatMap((roles) => roles.filter((role) => !role.deletingAt).sort(byName));
  const levels = await roleLevels(roles);
  return roles.map((role) => ({ id: role.id, name: role.name, nodeType: role.nodeType, nodeId: role.nodeId, level: levels.get(role.id) ?? role.nodeId }));
}
