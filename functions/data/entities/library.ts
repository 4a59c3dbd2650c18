import type { LibraryField, LibraryStatus, LibraryType, LibraryValues } from '../../../schema/src/libraries/library-model';
import { nameKeyText, nameWordKeys } from '../../../schema/src/libraries/name-search';
import { defineEntity, type IndexPattern } from '../entity';
import type { GenericIndexName } from '../table-layout';

/** The gsi1 partition that lists every library by name (and the prefix of the partitions of its narrower lists). */
export const librariesPartition = 'LIBRARIES';

/** The gsi1 partition that lists one library's items by name. */
export const libraryItemsPartition = (schemaId: string) => `LIBITEMS#${schemaId}`;

/** The gsi2..gsi5 partition that lists one library's items by the words of their names (one word per index). */
export const libraryItemWordsPartition = (schemaId: string) => `LIBWORDS#${schemaId}`;

/** The sort key text of a name: case-insensitive and bounded, so a prefix search is a begins_with. */
export const nameSortKey = nameKeyText;

/**
 * A data library (spec: a custom data schema): its fields, its lifecycle and its item count. The item count is a
 * counter kept by every item create and delete (an ADD on this item), never a COUNT of the items.
 */
export interface LibraryRecord {
  id: string;
  objectName: string;
  status: LibraryStatus;
  libraryType: LibraryType | null;
  fieldArraySchema: LibraryField[];
  itemCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  /**
   * How many persons hold admin on this library through a grant of their own (library-grants): a counter moved by
   * one conditional ADD per change, never below 1 once set. Missing on libraries from before it existed (counted
   * from their tuples on first use).
   */
  adminCount?: number;
  /** Set when a delete starts: the library is gone for every reader, and a retried delete carries on. */
  deletingAt?: string;
}

/** The library lists: every library, or those of one status, one type, or both; each by name. */
export const libraryListPatterns = ['byName', 'byStatus', 'byType', 'byStatusAndType'] as const;

export type LibraryListPattern = (typeof libraryListPatterns)[number];

/** The list (pattern and partition) holding the libraries of a status and a type (null: any). */
export function libraryListOf(status: LibraryStatus | null, libraryType: LibraryType | null): { pattern: LibraryListPattern; pk: string } {
  if (status && libraryType) return { pattern: 'byStatusAndType', pk: `${librariesPartition}#${status}#TYPE#${libraryType}` };
  if (status) return { pattern: 'byStatus', pk: `${librariesPartition}#${status}` };
  if (libraryType) return { pattern: 'byType', pk: `${librariesPartition}#TYPE#${libraryType}` };
  return { pattern: 'byName', pk: librariesPartition };
}

/** A library's key in one of its lists: none while it is being deleted, or when the list is not its own. */
const listed = (l: LibraryRecord, status: LibraryStatus | null, libraryType: LibraryType | null) =>
  l.deletingAt ? undefined : { pk: libraryListOf(status, libraryType).pk, sk: `${nameSortKey(l.objectName)}#${l.id}` };

export const libraryEntity = defineEntity<LibraryRecord, LibraryListPattern>({
  name: 'Library',
  key: (l) => ({ pk: `LIBRARY#${l.id}`, sk: 'SCHEMA' }),
  // Each filter of a list is a partition of its own, so every page is one Query with no filter expression.
  indexes: {
    byName: { index: 'gsi1', key: (l) => listed(l, null, null) },
    byStatus: { index: 'gsi2', key: (l) => listed(l, l.status, null) },
    byType: { index: 'gsi3', key: (l) => (l.libraryType ? listed(l, null, l.libraryType) : undefined) },
    byStatusAndType: { index: 'gsi4', key: (l) => (l.libraryType ? listed(l, l.status, l.libraryType) : undefined) },
  },
});

/** One item of a data library: its values by fieldName, and its name (the title field's value) for lists. */
export interface LibraryItemRecord {
  schemaId: string;
  id: string;
  name: string;
  values: LibraryValues;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The access patterns that find an item by a word of its name: the nth word after the first, on its own index. */
export const libraryItemWordPatterns = ['byWord1', 'byWord2', 'byWord3', 'byWord4'] as const;

type LibraryItemPattern = 'byName' | (typeof libraryItemWordPatterns)[number];

/** An item under its name from its nth word after the first on (sparse: a name with fewer words has no key). */
const byWord = (index: GenericIndexName, position: number): IndexPattern<LibraryItemRecord> => ({
  index,
  key: (i) => {
    const words = nameWordKeys(i.name);
    return position < words.length ? { pk: libraryItemWordsPartition(i.schemaId), sk: `${words[position]}#${i.id}` } : undefined;
  },
});

export const libraryItemEntity = defineEntity<LibraryItemRecord, LibraryItemPattern>({
  name: 'LibraryItem',
  key: (i) => ({ pk: `LIBRARY#${i.schemaId}`, sk: `ITEM#${i.id}` }),
  indexes: {
    byName: { index: 'gsi1', key: (i) => ({ pk: libraryItemsPartition(i.schemaId), sk: `${nameSortKey(i.name)}#${i.id}` }) },
    // The word keys live on the item itself: no extra item to write, update or delete (an import's batch writes
    // stay one put per row), and a deleted item leaves every index at once.
    byWord1: byWord('gsi2', 0),
    byWord2: byWord('gsi3', 1),
    byWord3: byWord('gsi4', 2),
    byWord4: byWord('gsi5', 3),
  },
});

/**
 * The unique-value guard: one item per (library, unique field, value key), written with attribute_not_exists
 * before the item that holds the value, so of two items given the same value at once exactly one gets it.
 */
export interface LibraryUniqueRecord {
  schemaId: string;
  fieldName: string;
  valueKey: string;
  /** The item holding the value. */
  itemId: string;
  claimedAt: string;
}

export const libraryUniqueEntity = defineEntity<LibraryUniqueRecord>({
  name: 'LibraryUnique',
  key: (g) => ({ pk: `LIBRARY#${g.schemaId}`, sk: `UNIQUE#${g.fieldName}#${g.valueKey}` }),
});
