import type { RoleRecord } from '../data/entities';
import { findRole } from '../data/roles-repository';
import { notFound } from '../shared/errors';
import type { RoleNode } from './role-nodes';
import { isLive } from './role-view';

/** A role that exists and is not being deleted, or NOT_FOUND naming its id. */
export async function liveRole(roleId: string): Promise<RoleRecord> {
  const role = await findRole(roleId);
  if (!isLive(role)) throw notFound('Role', roleId);
  return role;
}

/** A live role of the given node, or NOT_FOUND naming its id (a role of another node is not found here). */
export async function liveRoleAt(roleId: string, node: Pick<RoleNode, 'nodeType' | 'nodeId'>): Promise<RoleRecord> {
  const role = await liveRole(roleId);
  if (role.nodeType !== node.nodeType || role.nodeId !== node.nodeId) throw notFound('Role', roleId);
  return role;
}
