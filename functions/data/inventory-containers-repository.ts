import {
  containerEntity,
  containerHistoryEntity,
  containerHistoryPrefix,
  containersPartition,
  inventoryEntity,
  nameSortKey,
  type ContainerHistoryRecord,
  type ContainerRecord,
  type InventoryRecord,
} from './entities';
import { ConditionFailed, cursorAfter, decodeCursor, getRecord, queryItems, saveRecord, updateExistingRecord, versionIs, type QueryPage } from './store';

/**
 * Inventories, their containers and the containers' history (docs/decisions.md, inv16). A change is one
 * conditional write of the container (its version decides a race), then its history item keyed by version.
 */

/** A stored container changed, or was disposed of, meanwhile. */
export class StaleContainer extends Error {
  override readonly name = 'StaleContainer';
}

/** A cursor that is not one of this list. */
export class ForeignContainerCursor extends Error {
  override readonly name = 'ForeignContainerCursor';
}

const inventoryKey = (id: string) => inventoryEntity.key({ id } as InventoryRecord);
const containerKey = (inventoryId: string, id: string) => containerEntity.key({ inventoryId, id } as ContainerRecord);

/** An inventory by id. */
export const findInventory = (id: string, consistent = false) => getRecord(inventoryEntity, inventoryKey(id), consistent);

/** Stores an inventory (the demo data's; ConditionFailed if the id is taken). */
export const insertInventory = (record: InventoryRecord) => saveRecord(inventoryEntity, record, { mustNotExist: true });

/** Adds `delta` to an inventory's active container counter in one atomic ADD (never creates the inventory). */
export async function addToContainerCount(id: string, delta: number): Promise<void> {
  try {
    await updateExistingRecord(inventoryEntity, inventoryKey(id), { add: { containerCount: delta } });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** A container by id. */
export const findContainer = (inventoryId: string, id: string, consistent = false) => getRecord(containerEntity, containerKey(inventoryId, id), consistent);

/** Stores a new container (ConditionFailed if the id is taken). */
export const insertContainer = (record: ContainerRecord) => saveRecord(containerEntity, record, { mustNotExist: true });

/** Rewrites a container if it is still ACTIVE at `expectedVersion` (StaleContainer otherwise). */
export async function replaceContainer(record: ContainerRecord, expectedVersion: number): Promise<ContainerRecord> {
  const version = versionIs(expectedVersion);
  try {
    return await saveRecord(containerEntity, record, {
      mustExist: true,
      condition: { expression: `${version.expression} AND #c_status = :c_active`, names: { ...version.names, '#c_status': 'status' }, values: { ...version.values, ':c_active': 'ACTIVE' } },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleContainer(`Container ${record.id} changed meanwhile.`);
    throw error;
  }
}

/** Writes a history entry (an upsert: writing the same version twice leaves one item). */
export const saveHistoryEntry = (record: ContainerHistoryRecord) => saveRecord(containerHistoryEntity, record);

function startOf(cursor: string | null, check: (key: Record<string, unknown>) => boolean) {
  let start: Record<string, unknown> | undefined;
  try {
    start = decodeCursor(cursor ?? undefined);
  } catch {
    throw new ForeignContainerCursor('The cursor is not one of this list.');
  }
  if (start && !check(start)) throw new ForeignContainerCursor('The cursor is not one of this list.');
  return cursor ?? undefined;
}

/** One page of an inventory's active (or disposed) containers by chemical name: one Query of `limit` + 1. */
export async function pageContainers(
  inventoryId: string,
  options: { disposed: boolean; namePrefix: string | null; limit: number; cursor: string | null },
): Promise<QueryPage<ContainerRecord>> {
  const partition = containersPartition(inventoryId, options.disposed);
  const cursor = startOf(options.cursor, (key) => key.gsi1pk === partition);
  const page = await queryItems({
    index: 'gsi1',
    pk: partition,
    ...(options.namePrefix ? { skBeginsWith: nameSortKey(options.namePrefix) } : {}),
    limit: options.limit + 1,
    ...(cursor ? { cursor } : {}),
  });
  const items = page.items.slice(0, options.limit);
  const last = items.at(-1);
  const more = page.items.length > options.limit;
  return { items: items.map((item) => containerEntity.fromItem(item)), ...(more && last ? { cursor: cursorAfter(last, 'gsi1') } : {}) };
}

/** One page of a container's history, newest first: one Query of `limit` + 1. */
export async function pageHistory(inventoryId: string, containerId: string, options: { limit: number; cursor: string | null }): Promise<QueryPage<ContainerHistoryRecord>> {
  const prefix = containerHistoryPrefix(containerId);
  const cursor = startOf(options.cursor, (key) => key.pk === `INVENTORY#${inventoryId}` && typeof key.sk === 'string' && key.sk.startsWith(prefix));
  const page = await queryItems({ pk: `INVENTORY#${inventoryId}`, skBeginsWith: prefix, descending: true, limit: options.limit + 1, ...(cursor ? { cursor } : {}) });
  const items = page.items.slice(0, options.limit);
  const last = items.at(-1);
  const more = page.items.length > options.limit;
  return { items: items.map((item) => containerHistoryEntity.fromItem(item)), ...(more && last ? { cursor: cursorAfter(last) } : {}) };
}
