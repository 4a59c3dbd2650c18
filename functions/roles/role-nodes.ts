import { globalNodeId, nodeObject, type NodeType } from '../../schema/src/roles/node-actions';
import { isAllowed, userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import { findCampus, findPrograms } from '../data/organization-repository';
import type { Caller } from '../shared/caller';
import { forbidden, notFound } from '../shared/errors';

/** A level of the role hierarchy that exists: global:platform, a campus or a program. */
export interface RoleNode {
  nodeType: NodeType;
  nodeId: string;
  /** Its authorization object (`campus:01`). */
  object: string;
  name: string;
}

/**
 * Who may manage (and read) the roles of a level: admin of the node. For global that is
 * can_manage_permissions on global:platform, which every platform admin has; for a program the model's
 * can_manage_roles (its admins, campus admins above them included).
 */
const manageRelation: Record<NodeType, string> = { global: 'can_manage_permissions', campus: 'admin', program: 'can_manage_roles' };

const label = (node: Pick<RoleNode, 'nodeType' | 'nodeId'>) => (node.nodeType === 'global' ? 'global' : `${node.nodeType} ${node.nodeId}`);

/** The node, or NOT_FOUND naming the id (global's only id is `platform`). */
export async function findNode(nodeType: NodeType, nodeId: string): Promise<RoleNode> {
  const object = nodeObject(nodeType, nodeId);
  if (nodeType === 'global') {
    if (nodeId !== globalNodeId) throw notFound('Global node', nodeId);
    return { nodeType, nodeId, object, name: 'Global' };
  }
  if (nodeType === 'campus') {
    const campus = await findCampus(nodeId);
    if (!campus) throw notFound('Campus', nodeId);
    return { nodeType, nodeId, object, name: campus.name };
  }
  const [program] = await findPrograms([nodeId]);
  if (!program) throw notFound('Program', nodeId);
  return { nodeType, nodeId, object, name: program.name };
}

/** Whether the caller may manage the roles of a node. */
export const canManage = (caller: Caller, node: Pick<RoleNode, 'nodeType' | 'nodeId'>) =>
  isAllowed(caller, manageRelation[node.nodeType], nodeObject(node.nodeType, node.nodeId));

/** Refuses with FORBIDDEN unless the caller administers the node. */
export async function assertCanManage(caller: Caller, node: Pick<RoleNode, 'nodeType' | 'nodeId'>): Promise<void> {
  if (!(await canManage(caller, node))) {
    throw forbidden(`You need to be an administrator of ${label(node)} to manage its roles and permissions.`);
  }
}

/** For each node, whether the caller may manage its roles (one BatchCheck). */
export function canManageEach(caller: Caller, nodes: Array<Pick<RoleNode, 'nodeType' | 'nodeId'>>): Promise<boolean[]> {
  if (nodes.length === 0) return Promise.resolve([]);
  return authorization().batchCheck(
    nodes.map((node) => ({
      user: userObject(caller.userId),
      relation: manageRelation[node.nodeType],
      object: nodeObject(node.nodeType, node.nodeId),
    })),
  );
}
