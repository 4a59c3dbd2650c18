import { assertAllowed, userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import type { InventoryRecord } from '../data/entities';
import { findInventory } from '../data/inventory-containers-repository';
import type { Caller } from '../shared/caller';
import { notFound } from '../shared/errors';

/** The engine's object of an inventory. */
export const inventoryObject = (id: string) => `inventory:${id}`;

/** What reading and changing an inventory need, in the words of the model (schema/authz/model.fga, `type inventory`). */
const relations = { view: 'can_view', manage: 'can_manage' } as const;

export type InventoryNeed = keyof typeof relations;

const refusals: Record<InventoryNeed, string> = {
  view: 'You do not have permission to view this inventory.',
  manage: "Only the inventory's owner, its delegates and the campus's administrators may change its containers.",
};

/** An inventory the caller may view or manage: NOT_FOUND when there is none, FORBIDDEN otherwise. */
export async function inventoryFor(caller: Caller, id: string, need: InventoryNeed): Promise<InventoryRecord> {
  const inventory = await findInventory(id, need === 'manage');
  if (!inventory) throw notFound('Inventory', id);
  await assertAllowed(caller, relations[need], inventoryObject(id), { message: refusals[need] });
  return inventory;
}

/** Whether the caller may view and manage the inventory (one BatchCheck). */
export async function inventoryPermissions(caller: Caller, id: string) {
  const [canView, canManage] = await authorization().batchCheck(
    [relations.view, relations.manage].map((relation) => ({ user: userObject(caller.userId), relation, object: inventoryObject(id) })),
  );
  return { canView: Boolean(canView), canManage: Boolean(canManage) };
}

/** The tuples a new inventory starts with: its campus and its owner. */
export const newInventoryTuples = (inventoryId: string, campusCode: string, ownerId: string) => [
  { user: `campus:${campusCode}`, relation: 'campus', object: inventoryObject(inventoryId) },
  { user: `user:${ownerId}`, relation: 'owner', object: inventoryObject(inventoryId) },
];
