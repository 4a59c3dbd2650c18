import { fieldsInOrder } from '../../schema/src/libraries/library-model';
import type { LibraryItemRecord, LibraryRecord } from '../data/entities';

/** A library as SchemaData (its fields in display order), with what the caller may do. */
export const schemaData = (library: LibraryRecord, permissions: { canConfigure: boolean; canEditItems: boolean }) => ({
  id: library.id,
  objectName: library.objectName,
  status: library.status,
  libraryType: library.libraryType,
  fieldArraySchema: fieldsInOrder(library.fieldArraySchema),
  itemCount: Math.max(0, library.itemCount),
  version: library.version,
  createdAt: library.createdAt,
  updatedAt: library.updatedAt,
  permissions,
});

/** A library in a list (SchemaResult). */
export const schemaResult = (library: LibraryRecord) => ({
  id: library.id,
  objectName: library.objectName,
  status: library.status,
  libraryType: library.libraryType,
  itemCount: Math.max(0, library.itemCount),
  updatedAt: library.updatedAt,
});

/** An item as the API answers it: its values as JSON text (AWSJSON). */
export const itemDetail = (item: LibraryItemRecord) => ({
  id: item.id,
  libraryId: item.schemaId,
  name: item.name,
  values: JSON.stringify(item.values),
  version: item.version,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});
