import type { LibraryField, LibraryStatus, LibraryType, LibraryValues } from '../../../schema/src/libraries/library-model';
import { defineEntity } from '../entity';

/** The one gsi1 partition that lists every library by name. */
export const librariesPartition = 'LIBRARIES';

/** The gsi1 partition that lists one library's items by name. */
export const libraryItemsPartition = (schemaId: string) => `LIBITEMS#${schemaId}`;

/** The sort key text of a name: case-insensitive and bounded, so a prefix search is a begins_with. */
export const nameSortKey = (name: string) => name.trim().toLowerCase().slice(0, 200);

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

export const libraryEntity = defineEntity<LibraryRecord, 'byName'>({
  name: 'Library',
  key: (l) => ({ pk: `LIBRARY#${l.id}`, sk: 'SCHEMA' }),
  indexes: {
    byName: { index: 'gsi1', key: (l) => ({ pk: librariesPartition, sk: `${nameSortKey(l.objectName)}#${l.id}` }) },
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

export const libraryItemEntity = defineEntity<LibraryItemRecord, 'byName'>({
  name: 'LibraryItem',
  key: (i) => ({ pk: `LIBRARY#${i.schemaId}`, sk: `ITEM#${i.id}` }),
  indexes: {
    byName: { index: 'gsi1', key: (i) => ({ pk: libraryItemsPartition(i.schemaId), sk: `${nameSortKey(i.name)}#${i.id}` }) },
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
