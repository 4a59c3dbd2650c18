import { libraryGrantCampusesArgsSchema, libraryGrantPeopleArgsSchema, libraryGrantRolesArgsSchema } from '../../../schema/src/libraries/library-grant-inputs';
import { roleNameKey } from '../../../schema/src/roles/role-name';
import { callerCampusTuples } from '../../authz/caller-campus';
import { userObject } from '../../authz/checks';
import { authorization } from '../../authz/service';
import { findCampus, listCampusesOfTenant, listProgramsOfCampus } from '../../data/organization-repository';
import { searchUsersOfCampus } from '../../data/people-repository';
import { listRolesOfNode } from '../../data/roles-repository';
import type { Caller } from '../../shared/caller';
import { forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { libraryFor } from '../library-access';
import { roleLevels } from '../library-grant-views';

/** The most people one search answers. */
const maxPeople = 25;

/** The caller's campus membership checks: their verified token's campus counts without a stored tuple. */
const memberCheck = (caller: Caller, code: string) => ({
  user: userObject(caller.userId),
  relation: 'member',
  object: `campus:${code}`,
  contextualTuples: callerCampusTuples(caller),
});

/**
 * The campus a library admin looks up people and roles of: one they belong to (their own, from their verified
 * token, or a stored membership) or administer. FORBIDDEN otherwise: being a library's admin opens no campus's
 * directory by itself.
 */
async function campusToSearch(caller: Caller, libraryId: string, campusCode: string | null): Promise<string> {
  await libraryFor(caller, libraryId, 'manageAccess');
  const code = campusCode ?? caller.campusCode;
  if (!(await findCampus(code))) throw notFound('Campus', code);
  if (!(await authorization().check(memberCheck(caller, code)))) throw forbidden('You may look up people and roles of your own campus only.');
  return code;
}

/** libraryGrantCampuses: the campuses of the caller's tenant they belong to or administer (one BatchCheck), by name. */
export async function libraryGrantCampuses(caller: Caller, args: unknown) {
  const { libraryId } = parseInput(libraryGrantCampusesArgsSchema, args);
  await libraryFor(caller, libraryId, 'manageAccess');
  const campuses = await listCampusesOfTenant(caller.tenantCode);
  const members = await authorization().batchCheck(campuses.map((campus) => memberCheck(caller, campus.code)));
  return campuses
    .filter((_campus, index) => members[index])
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((campus) => ({ id: campus.code, name: campus.name }));
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
