import { createHash } from 'node:crypto';
import { uniqueValueKey, type LibraryValue } from '../../schema/src/libraries/library-model';
import { libraryItemEntity, libraryItemWordPatterns, libraryUniqueEntity, type LibraryItemRecord, type LibraryUniqueRecord } from './entities';
import { patternKeyAttributes } from './entity';
import { deleteItem } from './item-operations';
import { claimGuard, releaseGuard, type GuardKind } from './guard-items';
import { batchGetRecords, ConditionFailed, getRecord, itemOf, putItems, saveRecord, updateExistingRecord, versionIs } from './store';

/**
 * A library's items and the guards of their unique values. The store has no transactions (dynalite implements
 * none), so a unique value is guarded as role names are (roles-repository.ts): the guard item is claimed with
 * attribute_not_exists first, the item written after; a guard whose item is gone or no longer holds the value is
 * taken over after a grace period, so a crash between the two writes never blocks a value for good.
 */

/** How long a guard whose item does not (yet) hold its value still counts as held. */
export const uniqueGuardGraceMs = 60_000;

/** A stored item changed or went away meanwhile. */
export class StaleLibraryItem extends Error {
  override readonly name = 'StaleLibraryItem';
}

const itemKey = (schemaId: string, id: string) => libraryItemEntity.key({ schemaId, id } as LibraryItemRecord);

/** A library item by id. */
export const findLibraryItem = (schemaId: string, id: string, consistent = false) => getRecord(libraryItemEntity, itemKey(schemaId, id), consistent);

/** Items of a library by id (missing ones left out): what a relation field's values are checked against. */
export const findLibraryItems = (schemaId: string, ids: string[]) => batchGetRecords(libraryItemEntity, [...new Set(ids)].map((id) => itemKey(schemaId, id)));

/** Stores a new item; ConditionFailed if the id is taken. */
export const insertLibraryItem = (record: LibraryItemRecord) => saveRecord(libraryItemEntity, record, { mustNotExist: true });

/** The attributes of the word keys (sparse: a renamed item with fewer words drops the rest). */
const wordKeyAttributes = libraryItemWordPatterns.flatMap((pattern) => patternKeyAttributes(libraryItemEntity, pattern));

/**
 * Rewrites an item if it is still at `expectedVersion` (StaleLibraryItem otherwise), in one conditional
 * UpdateItem that also removes the word keys its new name no longer has.
 */
export async function replaceLibraryItem(record: LibraryItemRecord, expectedVersion: number): Promise<LibraryItemRecord> {
  const { pk: _pk, sk: _sk, entity: _entity, ...set } = libraryItemEntity.toItem({ ...record, version: expectedVersion + 1 });
  try {
    return await updateExistingRecord(libraryItemEntity, itemKey(record.schemaId, record.id), {
      set,
      remove: wordKeyAttributes.filter((attribute) => !(attribute in set)),
      condition: versionIs(expectedVersion),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLibraryItem(`Item ${record.id} changed meanwhile.`);
    throw error;
  }
}

/** Removes an item if it is still at `expectedVersion`; answers it as it was (StaleLibraryItem otherwise). */
export async function removeLibraryItem(schemaId: string, id: string, expectedVersion: number): Promise<LibraryItemRecord> {
  try {
    const removed = await deleteItem(itemKey(schemaId, id), { mustExist: true, condition: versionIs(expectedVersion) });
    return libraryItemEntity.fromItem(removed ?? {});
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLibraryItem(`Item ${id} changed meanwhile.`);
    throw error;
  }
}

/** The guard's value key: the value's case-insensitive text, hashed when too long for a sort key. */
const guardValueKey = (value: LibraryValue) => {
  const key = uniqueValueKey(value);
  return key.length > 200 ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key;
};

/** The guard of one unique value of an item. */
export const uniqueGuard = (schemaId: string, fieldName: string, value: LibraryValue, itemId: string, now: string): LibraryUniqueRecord => ({
  schemaId,
  fieldName,
  valueKey: guardValueKey(value),
  itemId,
  claimedAt: now,
});

/** Whether the guard's holder still holds the value (its item exists and has it). */
async function holderIsLive(holder: LibraryUniqueRecord): Promise<boolean> {
  const item = await findLibraryItem(holder.schemaId, holder.itemId, true);
  const value = item?.values[holder.fieldName];
  return value !== undefined && guardValueKey(value) === holder.valueKey;
}

const uniqueValues: GuardKind<LibraryUniqueRecord> = { entity: libraryUniqueEntity, holder: 'itemId', isLive: holderIsLive, graceMs: uniqueGuardGraceMs };

/**
 * Claims a unique value for an item with one conditional write: true when the item holds it (also when it held it
 * already: retries are safe), false when another live item does.
 */
export const claimUniqueValue = (claim: LibraryUniqueRecord) => claimGuard(uniqueValues, claim);

/** Releases a guard if its item still holds it. */
export const releaseUniqueValue = (guard: LibraryUniqueRecord) => releaseGuard(uniqueValues, guard);

/** Guards of unique values by key (missing ones left out): who holds each value, for an import's matching. */
export const findUniqueGuards = (guards: readonly LibraryUniqueRecord[]) => batchGetRecords(libraryUniqueEntity, guards.map((guard) => libraryUniqueEntity.key(guard)));

/** Stores new items (fresh ids) 25 per BatchWriteItem: an import's creates, after their unique values are guarded. */
export const insertLibraryItemsInBatch = (records: readonly LibraryItemRecord[]) => putItems(records.map((record) => itemOf(libraryItemEntity, record)));
