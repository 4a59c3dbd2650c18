import type { ContainerHistoryEntry } from '../../schema/src/inventory/container-model';
import type { ContainerRecord, InventoryRecord } from '../data/entities';

/** An inventory as the API answers it. */
export const inventoryView = (inventory: InventoryRecord, canManage: boolean) => ({
  id: inventory.id,
  name: inventory.name,
  campusCode: inventory.campusCode,
  containerCount: Math.max(0, inventory.containerCount),
  canManage,
});

/** A container as the API answers it (its latest change is read through the history). */
export const containerView = (container: ContainerRecord) => ({
  id: container.id,
  inventoryId: container.inventoryId,
  chemical: container.chemical,
  quantity: container.quantity,
  unit: container.unit,
  location: container.location,
  barcode: container.barcode,
  status: container.status,
  version: container.version,
  createdAt: container.createdAt,
  updatedAt: container.updatedAt,
});

/** A history entry as the API answers it: its author as a UserRef. */
export const historyView = (entry: ContainerHistoryEntry) => ({
  version: entry.version,
  change: entry.change,
  at: entry.at,
  by: { userId: entry.by.userId, firstName: entry.by.firstName, lastName: entry.by.lastName, email: entry.by.email },
  changes: entry.changes,
  note: entry.note,
});
