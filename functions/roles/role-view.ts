import type { Role, RoleMember } from '../generated/graphql';
import type { RoleRecord, UserRecord } from '../data/entities';
import { findCampuses, findPrograms } from '../data/organization-repository';
import { findUsers } from '../data/people-repository';
import { memberIdsOf } from './role-tuples';

/** A role member row: the person's name and email from their profile (their id when there is none). */
function memberRow(role: RoleRecord, userId: string, user: UserRecord | undefined): RoleMember {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return { roleId: role.id, roleName: role.name, userId, name: name || userId, email: user?.email ?? null };
}

const byName = (a: RoleMember, b: RoleMember) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId);

/**
 * The member rows of each role, in the order of the roles; roles whose members are not wanted (not
 * selected, or not the caller's to see) get an empty list without reading anything.
 */
export async function membersOfRoles(roles: RoleRecord[], wanted: (role: RoleRecord, index: number) => boolean): Promise<RoleMember[][]> {
  const ids = await Promise.all(roles.map((role, index) => (wanted(role, index) ? memberIdsOf(role.id) : Promise.resolve([]))));
  const users = new Map((await findUsers(ids.flat())).map((user) => [user.userId, user]));
  return roles.map((role, index) => (ids[index] ?? []).map((userId) => memberRow(role, userId, users.get(userId))).sort(byName));
}

/** A role as the API answers it; `tenantCode` is its node's tenant (null for global). */
export const roleView = (role: RoleRecord, members: RoleMember[], tenantCode: string | null): Role => ({
  id: role.id,
  name: role.name,
  nodeType: role.nodeType,
  nodeId: role.nodeId,
  type: role.nodeType.toUpperCase(),
  groupId: role.nodeId,
  tenantCode,
  isProtected: role.isProtected,
  members,
});

const idsOf = (roles: RoleRecord[], nodeType: RoleRecord['nodeType']) => [...new Set(roles.filter((role) => role.nodeType === nodeType).map((role) => role.nodeId))];

/** The tenant of each role's node, in the roles' order: two batch reads (programs, then campuses) whatever their number. */
async function tenantsOfRoles(roles: RoleRecord[]): Promise<Array<string | null>> {
  const programs = await findPrograms(idsOf(roles, 'program'));
  const campusOfProgram = new Map(programs.map((program) => [program.id, program.campusCode]));
  const campusOf = (role: RoleRecord) => (role.nodeType === 'campus' ? role.nodeId : role.nodeType === 'program' ? campusOfProgram.get(role.nodeId) : undefined);
  const campusCodes = [...new Set(roles.map(campusOf).filter((code): code is string => Boolean(code)))];
  const tenantOfCampus = new Map((await findCampuses(campusCodes)).map((campus) => [campus.code, campus.tenantCode]));
  return roles.map((role) => tenantOfCampus.get(campusOf(role) ?? '') ?? null);
}

/** Roles with their members (when selected). */
export async function roleViews(roles: RoleRecord[], withMembers: boolean | ((role: RoleRecord, index: number) => boolean)): Promise<Role[]> {
  const wanted = typeof withMembers === 'function' ? withMembers : () => withMembers;
  const [members, tenants] = await Promise.all([membersOfRoles(roles, wanted), tenantsOfRoles(roles)]);
  return roles.map((role, index) => roleView(role, members[index] ?? [], tenants[index] ?? null));
}

/** A live role: one whose delete has not started. */
export const isLive = (role: RoleRecord | undefined): role is RoleRecord => Boolean(role && !role.deletingAt);
