import type { NodeType } from '../../schema/src/roles/node-actions';
import { roleNameKey } from '../../schema/src/roles/role-name';
import {
  protectedRoleEntity,
  roleEntity,
  roleNameEntity,
  type ProtectedRoleRecord,
  type RoleNameRecord,
  type RoleRecord,
} from './entities';
import { claimGuard, releaseGuard, type GuardKind } from './guard-items';
import { deleteItem } from './item-operations';
import { batchGetRecords, getRecord, queryRecords, saveRecord, updateRecord } from './store';

/**
 * How long a guard (role name, protected slot) whose role is missing still counts as held: a create or
 * rename writes its guard first and its role a moment later. After this a guard left by a crashed call is
 * taken over, so a name is never blocked for good.
 */
export const guardGraceMs = 60_000;

const roleKey = (id: string) => roleEntity.key({ id } as RoleRecord);

/** A role by id, read consistently (a rename or delete just before is seen). */
export const findRole = (id: string) => getRecord(roleEntity, roleKey(id), true);

/** Roles by id, in the order asked; missing ones are left out. */
export const findRoles = (ids: string[]) => batchGetRecords(roleEntity, [...new Set(ids)].map(roleKey));

/** The roles of a node, by name (case-insensitive). */
export async function listRolesOfNode(nodeType: NodeType, nodeId: string): Promise<RoleRecord[]> {
  const roles: RoleRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(roleEntity, { index: 'gsi1', pk: `NODE#${nodeType}#${nodeId}`, skBeginsWith: 'ROLE#', cursor });
    roles.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return roles;
}

/** Stores a new role; ConditionFailed if the id is taken. */
export const createRoleRecord = (role: RoleRecord) => saveRecord(roleEntity, role, { mustNotExist: true });

/** Renames a role if it still has the name it was read with and no delete has started; else ConditionFailed. */
export const renameRoleRecord = (role: RoleRecord, name: string, now: string) =>
  saveRecord(roleEntity, { ...role, name, updatedAt: now }, {
    mustExist: true,
    condition: {
      expression: '#c_name = :c_name AND attribute_not_exists(#c_deleting)',
      names: { '#c_name': 'name', '#c_deleting': 'deletingAt' },
      values: { ':c_name': role.name },
    },
  });

/** Marks a role as being deleted and answers it as it is now (ConditionFailed when it is gone). */
export const markRoleDeleting = (roleId: string, now: string) =>
  updateRecord(roleEntity, roleKey(roleId), {
    set: { deletingAt: now, updatedAt: now },
    condition: { expression: 'attribute_exists(#c_pk)', names: { '#c_pk': 'pk' } },
  });

/** Deletes a role item (nothing happens when it is gone already). */
export async function deleteRoleRecord(id: string): Promise<void> {
  await deleteItem(roleKey(id));
}

/** The name guard of a role name at a node. */
export const roleNameGuard = (nodeType: NodeType, nodeId: string, name: string, roleId: string, now: string): RoleNameRecord => ({
  nodeType,
  nodeId,
  nameKey: roleNameKey(name),
  roleId,
  claimedAt: now,
});

/** Claims a role name at a node: false when another role of the node has that name (case-insensitive). */
const roleNameGuards: GuardKind<RoleNameRecord> = {
  entity: roleNameEntity,
  holder: 'roleId',
  graceMs: guardGraceMs,
  isLive: async (holder) => {
    const role = await findRole(holder.roleId);
    return Boolean(role && roleNameKey(role.name) === holder.nameKey);
  },
};

export const claimRoleName = (guard: RoleNameRecord) => claimGuard(roleNameGuards, guard);

export const releaseRoleName = (guard: RoleNameRecord) => releaseGuard(roleNameGuards, guard);

/** Claims the node's one protected-role slot: false when another protected role of the node exists. */
const protectedSlots: GuardKind<ProtectedRoleRecord> = {
  entity: protectedRoleEntity,
  holder: 'roleId',
  graceMs: guardGraceMs,
  isLive: async (holder) => Boolean(await findRole(holder.roleId)),
};

export const claimProtectedSlot = (slot: ProtectedRoleRecord) => claimGuard(protectedSlots, slot);

export const releaseProtectedSlot = (slot: ProtectedRoleRecord) => releaseGuard(protectedSlots, slot);
