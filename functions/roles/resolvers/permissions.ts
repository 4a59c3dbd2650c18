import { permissionsArgsSchema, setPermissionsInputSchema } from '../../../schema/src/inputs/roles';
import { canEditPermission, unmanagedActions, type NodeType } from '../../../schema/src/roles/node-actions';
import { roleMessages } from '../../../schema/src/roles/role-messages';
import { ensureTuples, removeTuples } from '../../authz/ensure-tuples';
import type { TupleKey } from '../../authz/engine/types';
import { authorization } from '../../authz/service';
import type { RoleRecord } from '../../data/entities';
import { findRole, listRolesOfNode } from '../../data/roles-repository';
import type { PermissionRow } from '../../generated/graphql';
import type { Caller } from '../../shared/caller';
import { badUserInput, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanManage, findNode, type RoleNode } from '../role-nodes';
import { permissionTuple, readAll, roleMembers } from '../role-tuples';
import { isLive } from '../role-view';
import { logger } from '../telemetry';

/** Refuses actions the node's type does not have in the model (BAD_USER_INPUT naming them). */
function assertManagedActions(nodeType: NodeType, actions: string[]) {
  const unknown = unmanagedActions(nodeType, actions);
  if (unknown.length > 0) {
    throw badUserInput(`Unknown action${unknown.length > 1 ? 's' : ''} for a ${nodeType} role: ${unknown.join(', ')}.`, { actions: unknown });
  }
}

/** The (role, action) pairs granted at the node: tuples `role:{id}#member {action} {node}`. */
async function grantedAt(node: RoleNode): Promise<Set<string>> {
  const tuples = await readAll({ object: node.object });
  return new Set(tuples.filter(({ user }) => user.startsWith('role:') && user.endsWith('#member')).map(({ user, relation }) => `${user}|${relation}`));
}

/** One row per role and action, role by role, in the order of `actions`. */
async function permissionRows(node: RoleNode, roles: RoleRecord[], actions: string[]): Promise<PermissionRow[]> {
  const granted = await grantedAt(node);
  return roles.flatMap((role) =>
    actions.map((action) => ({
      role: { id: role.id, name: role.name },
      action,
      allowed: granted.has(`${roleMembers(role.id)}|${action}`),
      canEdit: canEditPermission(role, action),
    })),
  );
}

/** The checkbox table of a node, for its administrators. */
export async function permissions(caller: Caller, args: unknown) {
  const input = parseInput(permissionsArgsSchema, args);
  const node = await findNode(input.nodeType, input.nodeId);
  await assertCanManage(caller, node);
  assertManagedActions(node.nodeType, input.actions);
  const roles = (await listRolesOfNode(node.nodeType, node.nodeId)).filter(isLive);
  return permissionRows(node, roles, [...new Set(input.actions)]);
}

type Cell = { roleId: string; action: string; allowed: boolean };

/** The roles the cells name, each a live role of the node (NOT_FOUND otherwise). */
function rolesOfCells(cells: Cell[], roles: RoleRecord[]): Map<string, RoleRecord> {
  const byId = new Map(roles.map((role) => [role.id, role]));
  for (const { roleId } of cells) if (!byId.has(roleId)) throw notFound('Role', roleId);
  return byId;
}

/** Checks the cells: one answer per (role, action), actions of the table only, protected admin kept. */
function checkCells(cells: Cell[], actions: string[], roles: Map<string, RoleRecord>) {
  const seen = new Map<string, boolean>();
  for (const cell of cells) {
    if (!actions.includes(cell.action)) throw badUserInput(`The action ${cell.action} is not one of the table's actions.`, { action: cell.action });
    const key = `${cell.roleId}|${cell.action}`;
    if (seen.has(key) && seen.get(key) !== cell.allowed) {
      throw badUserInput(`The permission ${cell.action} of role ${cell.roleId} is both allowed and not allowed.`, { roleId: cell.roleId });
    }
    seen.set(key, cell.allowed);
    const role = roles.get(cell.roleId);
    if (role && !cell.allowed && !canEditPermission(role, cell.action)) throw forbidden(roleMessages.protectedAdmin);
  }
}

/**
 * Saves the checkbox table: grants and revokes only what differs from the stored tuples, each change a
 * conditional tuple write that tolerates the same change made concurrently, so a repeat changes nothing.
 */
export async function setPermissions(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(setPermissionsInputSchema, args.input);
  const node = await findNode(input.nodeType, input.nodeId);
  await assertCanManage(caller, node);
  const actions = [...new Set(input.actions)];
  assertManagedActions(node.nodeType, actions);
  const nodeRoles = (await listRolesOfNode(node.nodeType, node.nodeId)).filter(isLive);
  const roles = rolesOfCells(input.permissions, nodeRoles);
  checkCells(input.permissions, actions, roles);
  const granted = await grantedAt(node);
  const writes: TupleKey[] = [];
  const deletes: TupleKey[] = [];
  for (const cell of new Map(input.permissions.map((c) => [`${c.roleId}|${c.action}`, c])).values()) {
    const tuple = permissionTuple(cell.roleId, cell.action, node.object);
    const isGranted = granted.has(`${tuple.user}|${cell.action}`);
    if (cell.allowed && !isGranted) writes.push(tuple);
    if (!cell.allowed && isGranted) deletes.push(tuple);
  }
  await removeTuples(authorization(), deletes);
  await ensureTuples(authorization(), writes);
  await undoGrantsOfDeletedRoles(writes);
  return permissionRows(node, nodeRoles, actions);
}

/**
 * A role deleted while this call granted it something: its delete may have read its grants before ours
 * landed, so take ours back (a grant to a deleted role must not survive).
 */
async function undoGrantsOfDeletedRoles(writes: TupleKey[]) {
  const roleIds = [...new Set(writes.map(({ user }) => user.slice('role:'.length, -'#member'.length)))];
  const gone = new Set<string>();
  for (const roleId of roleIds) if (!isLive(await findRole(roleId))) gone.add(roleId);
  if (gone.size === 0) return;
  logger.info('Taking back grants to roles deleted meanwhile', { roleIds: [...gone] });
  await removeTuples(authorization(), writes.filter(({ user }) => gone.has(user.slice('role:'.length, -'#member'.length))));
}
