import type { Container, ContainerHistoryEntry } from '../../../schema/src/inventory/container-model';
import { defineEntity } from '../entity';
import { nameSortKey } from './library';

/**
 * An inventory (a lab's or a stockroom's): who owns it and how many active containers it holds. The count is a
 * counter kept by add (+1) and dispose (-1), an ADD on this item, never a COUNT of the containers.
 */
export interface InventoryRecord {
  id: string;
  name: string;
  campusCode: string;
  ownerId: string;
  containerCount: number;
  createdAt: string;
}

export const inventoryEntity = defineEntity<InventoryRecord>({
  name: 'Inventory',
  key: (i) => ({ pk: `INVENTORY#${i.id}`, sk: 'INVENTORY' }),
});

/** The gsi1 partition of an inventory's active containers, or of its disposed ones, each by chemical name. */
export const containersPartition = (inventoryId: string, disposed: boolean) => `${disposed ? 'INVDISPOSED' : 'INVCONTAINERS'}#${inventoryId}`;

/** A container of a chemical in an inventory (schema/src/inventory/container-model.ts). */
export type ContainerRecord = Container;

export const containerEntity = defineEntity<ContainerRecord, 'byName'>({
  name: 'InventoryContainer',
  key: (c) => ({ pk: `INVENTORY#${c.inventoryId}`, sk: `CONTAINER#${c.id}` }),
  indexes: {
    // Active and disposed containers in two partitions: disposing moves the container with the same put.
    byName: { index: 'gsi1', key: (c) => ({ pk: containersPartition(c.inventoryId, c.status === 'DISPOSED'), sk: `${nameSortKey(c.chemical.name)}#${c.id}` }) },
  },
});

/** The sort-key prefix of one container's history items in its inventory's partition. */
export const containerHistoryPrefix = (containerId: string) => `HISTORY#${containerId}#`;

/** One change of a container, keyed by the version it made (so a retried write lands on the same item). */
export interface ContainerHistoryRecord extends ContainerHistoryEntry {
  inventoryId: string;
  containerId: string;
}

export const containerHistoryEntity = defineEntity<ContainerHistoryRecord>({
  name: 'InventoryContainerHistory',
  key: (h) => ({ pk: `INVENTORY#${h.inventoryId}`, sk: `${containerHistoryPrefix(h.containerId)}${String(h.version).padStart(10, '0')}` }),
});
