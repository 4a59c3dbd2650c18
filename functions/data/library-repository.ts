import { libraryEntity, libraryItemEntity, libraryItemsPartition, libraryListOf, libraryListPatterns, nameSortKey, type LibraryRecord } from './entities';
import { indexOfPattern, patternKeyAttributes, type DynamoItem, type Entity } from './entity';
import { deleteItem } from './item-operations';
import { ConditionFailed, countItems, cursorAfter, decodeCursor, deleteKeys, getRecord, queryItems, saveRecord, updateExistingRecord, versionIs, type QueryPage } from './store';
import { indexKeyAttributes, type GenericIndexName } from './table-layout';

/**
 * The storage of data libraries: one item per library (`LIBRARY#{id}` / `SCHEMA`, listed by name on gsi1
 * `LIBRARIES` and, per status, type, or both, on gsi2..gsi4), its items beside it (`ITEM#{id}`, listed by name on
 * gsi1 `LIBITEMS#{id}` and by the words of their names on gsi2..gsi5, library-item-search.ts) and its
 * unique-value guards (`UNIQUE#...`, library-items-repository.ts).
 */

/** A stored library changed or went away meanwhile. */
export class StaleLibrary extends Error {
  override readonly name = 'StaleLibrary';
}

/** A cursor that is not one of this list. */
export class ForeignCursor extends Error {
  override readonly name = 'ForeignCursor';
}

const libraryKey = (id: string) => libraryEntity.key({ id } as LibraryRecord);

/** A library by id (also one being deleted: callers decide). */
export const findLibrary = (id: string, consistent = false) => getRecord(libraryEntity, libraryKey(id), consistent);

/** Stores a new library; ConditionFailed if the id is taken. */
export const insertLibrary = (record: LibraryRecord) => saveRecord(libraryEntity, record, { mustNotExist: true });

/** Every list key attribute of a library (sparse: a library is in the lists of its status and type only). */
const listKeyAttributes = libraryListPatterns.flatMap((pattern) => patternKeyAttributes(libraryEntity, pattern));

/** The list keys of a library as it is: those it has, and those it must not have. */
function listKeysOf(record: LibraryRecord) {
  const item = libraryEntity.toItem(record);
  return {
    set: Object.fromEntries(listKeyAttributes.flatMap((attribute) => (item[attribute] === undefined ? [] : [[attribute, item[attribute]]]))),
    remove: listKeyAttributes.filter((attribute) => item[attribute] === undefined),
  };
}

/**
 * Changes a library if it is still at `expectedVersion` and not being deleted (StaleLibrary otherwise), moving
 * its list keys with its name, status and type in the same write. `current` is the library as read at that
 * version; its item counter is never written here (item writes ADD to it meanwhile).
 */
export async function updateLibrary(current: LibraryRecord, expectedVersion: number, set: Partial<Omit<LibraryRecord, 'itemCount'>>): Promise<LibraryRecord> {
  const version = versionIs(expectedVersion);
  const keys = listKeysOf({ ...current, ...set });
  try {
    return await updateExistingRecord(libraryEntity, libraryKey(current.id), {
      set: { ...set, ...keys.set, version: expectedVersion + 1 },
      remove: keys.remove,
      condition: { expression: `${version.expression} AND attribute_not_exists(#c_deleting)`, names: { ...version.names, '#c_deleting': 'deletingAt' }, values: version.values },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLibrary(`Library ${current.id} changed meanwhile.`);
    throw error;
  }
}

/** Adds `delta` to a library's item counter in one atomic ADD (never creates the library). */
export async function addToItemCount(id: string, delta: number): Promise<void> {
  try {
    await updateExistingRecord(libraryEntity, libraryKey(id), { add: { itemCount: delta } });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** Taking a person off a library's admin counter would leave it with none. */
export class LastLibraryAdmin extends Error {
  override readonly name = 'LastLibraryAdmin';
}

/** Sets a library's admin counter from a count of its grants, unless it has one (a concurrent first use set it). */
export async function initAdminCount(id: string, count: number): Promise<void> {
  try {
    await updateExistingRecord(libraryEntity, libraryKey(id), {
      set: { adminCount: count },
      condition: { expression: 'attribute_not_exists(#c_admins)', names: { '#c_admins': 'adminCount' } },
    });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** Takes one person off a library's admin counter in one conditional ADD: LastLibraryAdmin when one is left. */
export async function takeAdminCount(id: string): Promise<void> {
  try {
    await updateExistingRecord(libraryEntity, libraryKey(id), {
      add: { adminCount: -1 },
      condition: { expression: '#c_admins > :c_one', names: { '#c_admins': 'adminCount' }, values: { ':c_one': 1 } },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new LastLibraryAdmin(`Library ${id} has one person administering it.`);
    throw error;
  }
}

/** Adds one person to a library's admin counter (never creates the library). */
export async function giveAdminCount(id: string): Promise<void> {
  try {
    await updateExistingRecord(libraryEntity, libraryKey(id), { add: { adminCount: 1 } });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** What a library list is narrowed to. */
export interface LibraryListFilter {
  namePrefix: string | null;
  status: LibraryRecord['status'] | null;
  libraryType: LibraryRecord['libraryType'];
}

type ListRange = { index: GenericIndexName; pk: string; namePrefix: string | null };

/**
 * One page of records of one list, by name: ONE Query of `limit + 1` (the extra one says whether more follow),
 * resuming just after the last record answered. The lists hold no item to filter out, so a page is always full
 * unless the list ends (or DynamoDB's 1 MB ends the read first: the cursor then goes on from there).
 */
async function pageByName<T>(entity: Entity<T>, range: ListRange, page: { limit: number; cursor: string | null }): Promise<QueryPage<T>> {
  let start: DynamoItem | undefined;
  try {
    start = decodeCursor(page.cursor ?? undefined);
  } catch {
    throw new ForeignCursor('The cursor is not one of this list.');
  }
  const { partitionKey } = indexKeyAttributes(range.index);
  if (start && start[partitionKey] !== range.pk) throw new ForeignCursor('The cursor is not one of this list.');
  const found = await queryItems({
    index: range.index,
    pk: range.pk,
    ...(range.namePrefix ? { skBeginsWith: nameSortKey(range.namePrefix) } : {}),
    limit: page.limit + 1,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
  const kept = found.items.filter((item) => item.entity === entity.name);
  const items = kept.slice(0, page.limit);
  const more = kept.length > page.limit || Boolean(found.cursor);
  const last = items.at(-1);
  return {
    items: items.map((item) => entity.fromItem(item)),
    ...(more && last ? { cursor: cursorAfter(last, range.index) } : {}),
  };
}

/** The key range of a library list: the list of the filter's status and type, from the name prefix. */
function libraryRange(filter: LibraryListFilter): ListRange {
  const list = libraryListOf(filter.status, filter.libraryType);
  return { index: indexOfPattern(libraryEntity, list.pattern), pk: list.pk, namePrefix: filter.namePrefix };
}

/** One page of libraries by name. */
export const pageLibraries = (filter: LibraryListFilter, page: { limit: number; cursor: string | null }) => pageByName(libraryEntity, libraryRange(filter), page);

/**
 * How many libraries a list holds: a COUNT Query of exactly its key range (no filter), one request per 1 MB of
 * libraries read (a few hundred: administrators build libraries one by one; their items are counted by counters).
 */
export function countLibraries(filter: LibraryListFilter): Promise<number> {
  const range = libraryRange(filter);
  return countItems({ index: range.index, pk: range.pk, ...(range.namePrefix ? { skBeginsWith: nameSortKey(range.namePrefix) } : {}) });
}

/** One page of a library's items by name, optionally those whose name starts with a prefix. */
export const pageLibraryItems = (schemaId: string, options: { namePrefix: string | null; limit: number; cursor: string | null }) =>
  pageByName(libraryItemEntity, { index: indexOfPattern(libraryItemEntity, 'byName'), pk: libraryItemsPartition(schemaId), namePrefix: options.namePrefix }, options);

/**
 * Marks a library as being deleted and takes it out of every list in the same write (StaleLibrary unless it is at
 * `expectedVersion` or already being deleted).
 */
export async function markLibraryDeleting(id: string, expectedVersion: number, now: string): Promise<LibraryRecord> {
  try {
    return await updateExistingRecord(libraryEntity, libraryKey(id), {
      set: { deletingAt: now },
      remove: listKeyAttributes,
      condition: {
        expression: '#c_version = :c_expected OR attribute_exists(#c_deleting)',
        names: { '#c_version': 'version', '#c_deleting': 'deletingAt' },
        values: { ':c_expected': expectedVersion },
      },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLibrary(`Library ${id} changed meanwhile.`);
    throw error;
  }
}

/** Removes everything under a library's partition (items, guards), a page at a time, then the library itself. */
export async function deleteLibraryPartition(id: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await queryItems({ pk: `LIBRARY#${id}`, limit: 500, ...(cursor ? { cursor } : {}) });
    const keys = page.items.filter((item) => item.sk !== 'SCHEMA').map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
    if (keys.length) await deleteKeys(keys);
    cursor = page.cursor;
  } while (cursor);
  await deleteItem(libraryKey(id));
}
