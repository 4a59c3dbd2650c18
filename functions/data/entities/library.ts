import { defineEntity } from '../entity';

/** A data library (a custom schema): its items are what library search questions offer. */
export interface LibraryRecord {
  id: string;
  name: string;
  /** The names of the fields its items carry, in display order. */
  fieldNames: string[];
}

export const libraryEntity = defineEntity<LibraryRecord>({
  name: 'Library',
  key: (l) => ({ pk: `LIBRARY#${l.id}`, sk: 'SCHEMA' }),
});

/** One item of a data library: a name and free-form fields (for example a chemical's hazardClass). */
export interface LibraryItemRecord {
  schemaId: string;
  id: string;
  name: string;
  fields: Record<string, string | number | boolean | string[]>;
}

export const libraryItemEntity = defineEntity<LibraryItemRecord>({
  name: 'LibraryItem',
  key: (i) => ({ pk: `LIBRARY#${i.schemaId}`, sk: `ITEM#${i.id}` }),
});
