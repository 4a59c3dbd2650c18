import { libraryEntity, librariesPartition, libraryItemEntity, libraryItemsPartition, nameSortKey, type LibraryItemRecord, type LibraryRecord } from './entities';
import type { DynamoItem } from './entity';
import { deleteItem } from './item-operations';
import {
  ConditionFailed,
  countItems,
  cursorAfter,
  decodeCursor,
  deleteKeys,
  getRecord,
  queryItems,
  queryRecords,
  saveRecord,
  updateExistingRecord,
  updateRecord,
  versionIs,
  type ItemFilter,
  type QueryPage,
} from './store';

/**
 * The storage of data libraries: one item per library (`LIBRARY#{id}` / `SCHEMA`, listed by name on gsi1
 * `LIBRARIES`), its items beside it (`ITEM#{id}`, listed by name on gsi1 `LIBITEMS#{id}`) and its unique-value
 * guards (`UNIQUE#...`, library-items-repository.ts).
 */

/** How many items of a library are read for one search question. */
const itemScanLimit = 1000;

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

/** Changes a library if it is still at `expectedVersion` and not being deleted (StaleLibrary otherwise). */
export async function updateLibrary(id: string, expectedVersion: number, set: Partial<LibraryRecord>): Promise<LibraryRecord> {
  const version = versionIs(expectedVersion);
  try {
    return await updateExistingRecord(libraryEntity, libraryKey(id), {
      set: { ...set, version: expectedVersion + 1 },
      condition: { expression: `${version.expression} AND attribute_not_exists(#c_deleting)`, names: { ...version.names, '#c_deleting': 'deletingAt' }, values: version.values },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLibrary(`Library ${id} changed meanwhile.`);
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

function listFilter(filter: LibraryListFilter): ItemFilter | undefined {
  const parts: string[] = ['attribute_not_exists(#f_deleting)'];
  const names: Record<string, string> = { '#f_deleting': 'deletingAt' };
  const values: DynamoItem = {};
  if (filter.status) {
    parts.push('#f_status = :f_status');
    names['#f_status'] = 'status';
    values[':f_status'] = filter.status;
  }
  if (filter.libraryType) {
    parts.push('#f_type = :f_type');
    names['#f_type'] = 'libraryType';
    values[':f_type'] = filter.libraryType;
  }
  return { expression: parts.join(' AND '), names, ...(Object.keys(values).length ? { values } : {}) };
}

/**
 * One page of records under a gsi1 partition, by name: reads on until `limit` records pass the filter (a
 * filtered Query's Limit counts what it reads), and resumes just after the last one kept.
 */
async function pageByName<T>(
  entity: typeof libraryEntity | typeof libraryItemEntity,
  partition: string,
  options: { namePrefix: string | null; filter?: ItemFilter; limit: number; cursor: string | null },
): Promise<QueryPage<T>> {
  let start: DynamoItem | undefined;
  try {
    start = decodeCursor(options.cursor ?? undefined);
  } catch {
    throw new ForeignCursor('The cursor is not one of this list.');
  }
  if (start && start.gsi1pk !== partition) throw new ForeignCursor('The cursor is not one of this list.');
  const kept: DynamoItem[] = [];
  let cursor = options.cursor ?? undefined;
  do {
    const page = await queryItems({
      index: 'gsi1',
      pk: partition,
      ...(options.namePrefix ? { skBeginsWith: nameSortKey(options.namePrefix) } : {}),
      ...(options.filter ? { filter: options.filter } : {}),
      limit: options.limit + 1,
      ...(cursor ? { cursor } : {}),
    });
    kept.push(...page.items.filter((item) => item.entity === entity.name));
    cursor = page.cursor;
  } while (cursor && kept.length <= options.limit);
  const items = kept.slice(0, options.limit);
  const more = kept.length > options.limit || Boolean(cursor);
  const last = items.at(-1);
  return {
    items: items.map((item) => entity.fromItem(item) as T),
    ...(more && last ? { cursor: cursorAfter(last, 'gsi1') } : {}),
  };
}

/** One page of libraries by name. */
export const pageLibraries = (filter: LibraryListFilter, page: { limit: number; cursor: string | null }) =>
  pageByName<LibraryRecord>(libraryEntity, librariesPartition, { namePrefix: filter.namePrefix, filter: listFilter(filter), ...page });

/** How many libraries pass a filter: a COUNT of the library list (libraries are few; their items are counters). */
export const countLibraries = (filter: LibraryListFilter) =>
  countItems({ index: 'gsi1', pk: librariesPartition, ...(filter.namePrefix ? { skBeginsWith: nameSortKey(filter.namePrefix) } : {}), filter: listFilter(filter)! });

/** One page of a library's items by name, optionally those whose name starts with a prefix. */
export const pageLibraryItems = (schemaId: string, options: { namePrefix: string | null; limit: number; cursor: string | null }) =>
  pageByName<LibraryItemRecord>(libraryItemEntity, libraryItemsPartition(schemaId), options);

/** A library's items (up to a thousand), in id order: what a form's library search question reads. */
export async function listLibraryItems(schemaId: string): Promise<LibraryItemRecord[]> {
  const page = await queryRecords(libraryItemEntity, { pk: `LIBRARY#${schemaId}`, skBeginsWith: 'ITEM#', limit: itemScanLimit });
  return page.items;
}

/** Marks a library as being deleted (StaleLibrary unless it is at `expectedVersion` or already being deleted). */
export async function markLibraryDeleting(id: string, expectedVersion: number, now: string): Promise<LibraryRecord> {
  try {
    return await updateRecord(libraryEntity, libraryKey(id), {
      set: { deletingAt: now },
      condition: {
        expression: 'attribute_exists(#c_pk) AND (#c_version = :c_expected OR attribute_exists(#c_deleting))',
        names: { '#c_pk': 'pk', '#c_version': 'version', '#c_deleting': 'deletingAt' },
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
