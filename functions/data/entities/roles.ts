import { roleNameKey } from '../../../schema/src/roles/role-name';
import type { NodeType } from '../../../schema/src/roles/node-actions';
import { defineEntity } from '../entity';

/** The partition of one node (global, campus or program): its role-name guards and protected-role slot. */
const nodePartition = (nodeType: NodeType, nodeId: string) => `NODE#${nodeType}#${nodeId}`;

/** A named role at a node. Who belongs to it and what it may do are relationship tuples, not fields. */
export interface RoleRecord {
  id: string;
  name: string;
  nodeType: NodeType;
  nodeId: string;
  /** Set at creation only: a protected role cannot be renamed, deleted or lose the admin action. */
  isProtected: boolean;
  createdAt: string;
  updatedAt: string;
  /** Set when a delete starts: the role is gone for every reader, and a retried delete carries on. */
  deletingAt?: string;
}

export const roleEntity = defineEntity<RoleRecord, 'byNode'>({
  name: 'Role',
  key: (r) => ({ pk: `ROLE#${r.id}`, sk: 'ROLE' }),
  indexes: {
    byNode: { index: 'gsi1', key: (r) => ({ pk: nodePartition(r.nodeType, r.nodeId), sk: `ROLE#${roleNameKey(r.name)}#${r.id}` }) },
  },
});

/**
 * The unique-name guard: one item per (node, case-insensitive name), written with attribute_not_exists, so
 * of two roles given the same name at once exactly one gets it.
 */
export interface RoleNameRecord {
  nodeType: NodeType;
  nodeId: string;
  nameKey: string;
  roleId: string;
  claimedAt: string;
}

export const roleNameEntity = defineEntity<RoleNameRecord>({
  name: 'RoleName',
  key: (g) => ({ pk: nodePartition(g.nodeType, g.nodeId), sk: `ROLENAME#${g.nameKey}` }),
});

/** The one protected role a node may have ("Create Admin Role" only while no role is protected). */
export interface ProtectedRoleRecord {
  nodeType: NodeType;
  nodeId: string;
  roleId: string;
  claimedAt: string;
}

export const protectedRoleEntity = defineEntity<ProtectedRoleRecord>({
  name: 'ProtectedRole',
  key: (p) => ({ pk: nodePartition(p.nodeType, p.nodeId), sk: 'PROTECTED' }),
});
