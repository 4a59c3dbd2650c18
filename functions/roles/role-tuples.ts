import { nodeObject } from '../../schema/src/roles/node-actions';
import { userObject } from '../authz/checks';
import type { ReadFilter, StoredTuple, TupleKey } from '../authz/engine/types';
import { authorization, authorizationModel } from '../authz/service';
import type { RoleRecord } from '../data/entities';

/** The authorization object of a role. */
export const roleObject = (roleId: string) => `role:${roleId}`;

/** The userset of a role's members: what permissions are granted to. */
export const roleMembers = (roleId: string) => `role:${roleId}#member`;

/** `user:{userId} member role:{roleId}`: a person belongs to a role. */
export const memberTuple = (roleId: string, userId: string): TupleKey => ({
  user: userObject(userId),
  relation: 'member',
  object: roleObject(roleId),
});

/** `{node} node role:{roleId}`: the level a role belongs to. */
export const nodeTuple = (role: Pick<RoleRecord, 'id' | 'nodeType' | 'nodeId'>): TupleKey => ({
  user: nodeObject(role.nodeType, role.nodeId),
  relation: 'node',
  object: roleObject(role.id),
});

/** `role:{roleId}#member {action} {node}`: the role's members may do `action` at the node. */
export const permissionTuple = (roleId: string, action: string, object: string): TupleKey => ({
  user: roleMembers(roleId),
  relation: action,
  object,
});

/** Every stored tuple matching a Read filter, all pages. */
export async function readAll(filter: ReadFilter): Promise<TupleKey[]> {
  const keys: TupleKey[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await authorization().read(filter, { pageSize: 100, ...(continuationToken ? { continuationToken } : {}) });
    keys.push(...page.tuples.map((tuple: StoredTuple) => tuple.key));
    continuationToken = page.continuationToken || undefined;
  } while (continuationToken);
  return keys;
}

/** The user ids of a role's members. */
export async function memberIdsOf(roleId: string): Promise<string[]> {
  const tuples = await readAll({ object: roleObject(roleId), relation: 'member' });
  return tuples.flatMap(({ user }) => (user.startsWith('user:') && !user.includes('#') && user !== 'user:*' ? [user.slice(5)] : []));
}

let grantableTypes: string[] | undefined;

/** The types of the model with a relation that can be granted to a role's members (role#member). */
function typesGrantableToRoles(): string[] {
  grantableTypes ??= [...authorizationModel().types.values()]
    .filter((type) =>
      [...type.relations.values()].some((relation) =>
        relation.directTypes.some((direct) => direct.type === 'role' && direct.relation === 'member'),
      ),
    )
    .map((type) => type.name);
  return grantableTypes;
}

/** Every grant to a role's members, on any object (node permissions, template permissions...). */
export async function grantsOf(roleId: string): Promise<TupleKey[]> {
  const perType = await Promise.all(typesGrantableToRoles().map((type) => readAll({ user: roleMembers(roleId), object: `${type}:` })));
  return perType.flat().map(({ user, relation, object }) => ({ user, relation, object }));
}
