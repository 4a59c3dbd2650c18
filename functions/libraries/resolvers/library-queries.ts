import {
  libraryIdArgsSchema,
  libraryItemArgsSchema,
  libraryItemsArgsSchema,
  librarySchemaArgsSchema,
  searchLibrariesArgsSchema,
  searchLibrariesV2ArgsSchema,
} from '../../../schema/src/libraries/library-inputs';
import { libraryTypeLabels, libraryTypes } from '../../../schema/src/libraries/library-model';
import { findLibraryItem } from '../../data/library-items-repository';
import { countLibraries, ForeignCursor, pageLibraries, pageLibraryItems, type LibraryListFilter } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { isLibraryManager, libraryFor, libraryPermissions } from '../library-access';
import { itemDetail, schemaData, schemaResult } from '../library-views';
import { decodePageCursor, encodePageCursor } from '../page-cursor';

/** A store cursor that is not one of the list asked for is the caller's mistake. */
async function withCursorCheck<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ForeignCursor) throw badUserInput(error.message, { field: 'cursor' });
    throw error;
  }
}

async function viewableSchema(caller: Caller, id: string) {
  const library = await libraryFor(caller, id, 'read');
  return schemaData(library, await libraryPermissions(caller, id));
}

/** librarySchema: a library's schema by an input carrying its id (its viewers). */
export async function librarySchema(caller: Caller, args: unknown) {
  const { input } = parseInput(librarySchemaArgsSchema, args);
  return viewableSchema(caller, input.id);
}

/** fetchSchema: the same answer by id (the management screens). */
export async function fetchSchema(caller: Caller, args: unknown) {
  const { id } = parseInput(libraryIdArgsSchema, args);
  return viewableSchema(caller, id);
}

/** fetchLibraryItemDetail: one item with its values (the library's viewers). */
export async function fetchLibraryItemDetail(caller: Caller, args: unknown) {
  const { libraryId, itemId } = parseInput(libraryItemArgsSchema, args);
  await libraryFor(caller, libraryId, 'read');
  const item = await findLibraryItem(libraryId, itemId);
  if (!item) throw notFound('Item', itemId);
  return itemDetail(item);
}

/** getLibraryTypes: the chemical library types and their words. */
export const getLibraryTypes = () => libraryTypes.map((type) => ({ type, label: libraryTypeLabels[type] }));

/** One numbered page of libraries; people who are not library managers see published ones only. */
async function libraryPage(caller: Caller, filter: LibraryListFilter, limit: number, cursor: string | null) {
  const seen: LibraryListFilter = (await isLibraryManager(caller)) ? filter : { ...filter, status: 'PUBLISHED' };
  if (filter.status === 'DRAFT' && seen.status !== 'DRAFT') return { results: [], count: 0, pageNumber: 1, totalRecordCount: 0, cursor: null };
  const { storeCursor, pageNumber } = decodePageCursor(cursor);
  const [page, totalRecordCount] = await withCursorCheck(() => Promise.all([pageLibraries(seen, { limit, cursor: storeCursor }), countLibraries(seen)]));
  return {
    results: page.items.map(schemaResult),
    count: page.items.length,
    pageNumber,
    totalRecordCount,
    cursor: encodePageCursor(page.cursor, pageNumber + 1),
  };
}

/** searchLibraries: libraries by name, optionally those starting with the term. */
export async function searchLibraries(caller: Caller, args: unknown) {
  const { searchTerm, limit, cursor } = parseInput(searchLibrariesArgsSchema, args);
  return libraryPage(caller, { namePrefix: searchTerm, status: null, libraryType: null }, limit, cursor);
}

/** searchLibrariesV2: the same, narrowed by status and chemical type. */
export async function searchLibrariesV2(caller: Caller, args: unknown) {
  const { input } = parseInput(searchLibrariesV2ArgsSchema, args);
  return libraryPage(caller, { namePrefix: input.searchTerm, status: input.status, libraryType: input.libraryType }, input.limit, input.cursor);
}

/** libraryItems: a page of a library's items by name (its viewers); the total is the library's item counter. */
export async function libraryItems(caller: Caller, args: unknown) {
  const { libraryId, searchTerm, limit, cursor } = parseInput(libraryItemsArgsSchema, args);
  const library = await libraryFor(caller, libraryId, 'read');
  const page = await withCursorCheck(() => pageLibraryItems(libraryId, { namePrefix: searchTerm, limit, cursor }));
  return {
    items: page.items.map(itemDetail),
    totalRecordCount: searchTerm ? null : Math.max(0, library.itemCount),
    cursor: page.cursor ?? null,
  };
}
