import { userObject } from '../authz/checks';
import type { RoleRecord } from '../data/entities';
import { findRoles } from '../data/roles-repository';
import type { Caller } from '../shared/caller';
import { canManageEach } from './role-nodes';
import { readAll } from './role-tuples';
import { isLive } from './role-view';

/** A role a person belongs to, and whether the caller administers its node (and so may list its members). */
export interface VisibleMembership {
  role: RoleRecord;
  manages: boolean;
}

/**
 * The live roles a person is a member of that the caller may see, by level then name: all of their own, and of
 * another person's only those whose node the caller administers (userRoles, and the Person's roles). One Read of
 * the person's role tuples, one BatchGetItem of the roles, one BatchCheck.
 */
export async function visibleRoleMemberships(caller: Caller, userId: string): Promise<VisibleMembership[]> {
  const memberships = await readAll({ user: userObject(userId), relation: 'member', object: 'role:' });
  const found = (await findRoles(memberships.map(({ object }) => object.slice('role:'.length)))).filter(isLive);
  const manages = await canManageEach(caller, found);
  return found
    .map((role, index) => ({ role, manages: manages[index] ?? false }))
    .filter(({ manages: allowed }) => userId === caller.userId || allowed)
    .sort((a, b) => a.role.nodeType.localeCompare(b.role.nodeType) || a.role.name.localeCompare(b.role.name));
}
