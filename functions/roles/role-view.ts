import type { Role, RoleMember } from '../generated/graphql';
import type { RoleRecord, UserRecord } from '../data/entities';
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

/** A role as the API answers it. */
export const roleView = (role: RoleRecord, members: RoleMember[]): Role => ({
  id: role.id,
  name: role.name,
  nodeType: role.nodeType,
  nodeId: role.nodeId,
  isProtected: role.isProtected,
  members,
});

/** Roles with their members (when selected). */
export async function roleViews(roles: RoleRecord[], withMembers: boolean | ((role: RoleRecord, index: number) => boolean)): Promise<Role[]> {
  const wanted = typeof withMembers === 'function' ? withMembers : () => withMembers;
  const members = await membersOfRoles(roles, wanted);
  return roles.map((role, index) => roleView(role, members[index] ?? []));
}

/** A live role: one whose delete has not started. */
export const isLive = (role: RoleRecord | undefined): role is RoleRecord => Boolean(role && !role.deletingAt);
