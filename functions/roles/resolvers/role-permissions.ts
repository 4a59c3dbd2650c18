import { rolePermissionsArgsSchema } from '../../../schema/src/inputs/roles';
import { userObject } from '../../authz/checks';
import type { TupleKey } from '../../authz/engine/types';
import { findRoles } from '../../data/roles-repository';
import type { RolePermissions } from '../../generated/graphql';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { grantsOf, readAll } from '../role-tuples';
import { isLive } from '../role-view';

const byActionThenObject = (a: TupleKey, b: TupleKey) => a.object.localeCompare(b.object) || a.relation.localeCompare(b.relation);

/** A grant tuple as the API answers it: the object split at its first colon. */
function permissionOf({ relation, object }: TupleKey) {
  const colon = object.indexOf(':');
  return { action: relation, objectType: object.slice(0, colon), objectId: object.slice(colon + 1) };
}

/**
 * rolePermissions: the caller's roles (their `member` tuples on roles) with every grant each gives, read from
 * the authorization store. The caller's own only: it takes no user, so there is nobody else to ask about, and
 * knowing one's own roles needs no further permission.
 */
export async function rolePermissions(caller: Caller, args: unknown): Promise<RolePermissions[]> {
  parseInput(rolePermissionsArgsSchema, args ?? {});
  const memberships = await readAll({ user: userObject(caller.userId), relation: 'member', object: 'role:' });
  const roles = (await findRoles(memberships.map(({ object }) => object.slice('role:'.length))))
    .filter(isLive)
    .sort((a, b) => a.nodeType.localeCompare(b.nodeType) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const grants = await Promise.all(roles.map((role) => grantsOf(role.id)));
  return roles.map((role, index) => ({
    role: { id: role.id, name: role.name },
    nodeType: role.nodeType,
    nodeId: role.nodeId,
    permissions: [...(grants[index] ?? [])].sort(byActionThenObject).map(permissionOf),
  }));
}
