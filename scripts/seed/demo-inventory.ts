import type { ContainerHistoryRecord, ContainerRecord, InventoryRecord } from '../../functions/data/entities';
import { newInventoryTuples, inventoryObject } from '../../functions/inventory/inventory-access';
import { newContainer, type ContainerUnit } from '../../schema/src/inventory/container-model';

const demoTime = '2026-01-05T09:00:00.000Z';
const jordan = { userId: 'user-staff-one', firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@bayview.example.edu' };

/** staff.one's teaching lab on campus 01: staff.one owns it, staff.two may read it, campus 01's admins manage it. */
export const demoInventory: InventoryRecord = {
  id: 'inv-01-chem-lab',
  name: 'Chemistry Hall 204 teaching lab',
  campusCode: '01',
  ownerId: 'user-staff-one',
  containerCount: 0,
  createdAt: demoTime,
};

const rows: Array<[string, string, string, number, ContainerUnit, string]> = [
  ['c-acetone-1', 'chem-acetone', 'Acetone', 4, 'L', 'CHM-000101'],
  ['c-acetone-2', 'chem-acetone', 'Acetone', 500, 'mL', 'CHM-000102'],
  ['c-ethanol-1', 'chem-ethanol', 'Ethanol', 2.5, 'L', 'CHM-000103'],
  ['c-hcl-1', 'chem-hydrochloric-acid', 'Hydrochloric acid', 1, 'L', 'CHM-000104'],
  ['c-naoh-1', 'chem-sodium-hydroxide', 'Sodium hydroxide', 500, 'g', 'CHM-000105'],
];

/** The lab's containers, each as added by staff.one. */
export const demoContainers: ContainerRecord[] = rows.map(([id, itemId, name, quantity, unit, barcode]) =>
  newContainer(
    {
      inventoryId: demoInventory.id,
      id,
      chemical: { libraryId: 'lib-chemical-inventory', itemId, name },
      quantity,
      unit,
      location: { building: 'Chemistry Hall', floor: '2', room: '204' },
      barcode,
    },
    { by: jordan, at: demoTime, note: null },
  ),
);

/** Each container's ADDED history item. */
export const demoContainerHistory: ContainerHistoryRecord[] = demoContainers.map((c) => ({ ...c.lastChange, inventoryId: c.inventoryId, containerId: c.id }));

/** The inventory with its counter set from the containers (the seed's puts rewrite, never add). */
export const demoInventoryWithCount: InventoryRecord = { ...demoInventory, containerCount: demoContainers.length };

/** Its tuples: campus and owner, and staff.two as a viewer. */
export const demoInventoryTuples = [
  ...newInventoryTuples(demoInventory.id, demoInventory.campusCode, demoInventory.ownerId),
  { user: 'user:user-staff-two', relation: 'viewer', object: inventoryObject(demoInventory.id) },
];
