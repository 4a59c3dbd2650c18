/**
 * The library model (spec: studio and admin area, section 3 "Library"): a custom data schema that
 * administrators build (its fields), publish, and fill with items that forms' library questions search.
 */

/** A library's lifecycle: built in DRAFT, then PUBLISHED (readable by everyone signed in). */
export const libraryStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type LibraryStatus = (typeof libraryStatuses)[number];

/** The kinds of value a field holds. */
export const libraryDataTypes = ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'PICK_LIST', 'EMAIL', 'URL', 'RELATION'] as const;
export type LibraryDataType = (typeof libraryDataTypes)[number];

/** The chemical library types; a library without one is a plain library. */
export const libraryTypes = ['CHEMICAL', 'PESTICIDE'] as const;
export type LibraryType = (typeof libraryTypes)[number];

/** The words getLibraryTypes answers for each type. */
export const libraryTypeLabels: Record<LibraryType, string> = { CHEMICAL: 'Chemical', PESTICIDE: 'Pesticide' };

/** The words the field editor shows for each data type. */
export const libraryDataTypeLabels: Record<LibraryDataType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  BOOLEAN: 'Yes / No',
  PICK_LIST: 'Pick list',
  EMAIL: 'Email',
  URL: 'URL',
  RELATION: 'Relation to another library',
};

/** One choice of a pick-list field. */
export interface PickListOption {
  label: string;
  value: string;
}

/** One field of a library schema. fieldName is its key in every item's values and never changes. */
export interface LibraryField {
  fieldName: string;
  dataType: LibraryDataType;
  required: boolean;
  unique: boolean;
  showInTable: boolean;
  displayOrder: number;
  pickListSelection: PickListOption[];
  /** The library a RELATION field's values are items of; null for other types. */
  relatesTo: string | null;
}

/** What item validation needs of a schema. */
export interface LibrarySchemaShape {
  fieldArraySchema: readonly LibraryField[];
}

/** A stored value of an item's field (after validation). */
export type LibraryValue = string | number | boolean;

/** An item's values by fieldName. */
export type LibraryValues = Record<string, LibraryValue>;

/** Limits of the model, enforced by the inputs. */
export const libraryLimits = {
  objectName: 100,
  fieldName: 64,
  fields: 100,
  pickListOptions: 200,
  pickListText: 200,
  textValue: 2_000,
  itemJson: 64_000,
} as const;

/** Fields in display order (ties by name, so the order is total). */
export const fieldsInOrder = <F extends Pick<LibraryField, 'displayOrder' | 'fieldName'>>(fields: readonly F[]): F[] =>
  [...fields].sort((a, b) => a.displayOrder - b.displayOrder || a.fieldName.localeCompare(b.fieldName));

/**
 * The field whose value names an item (in lists, library questions and search): the first TEXT field in display
 * order, else the first field. Null for a schema with no fields.
 */
export function titleFieldOf(schema: LibrarySchemaShape): LibraryField | null {
  const ordered = fieldsInOrder(schema.fieldArraySchema);
  return ordered.find((field) => field.dataType === 'TEXT') ?? ordered[0] ?? null;
}

/** An item's name: its title field's value as text, or its id when that is empty. */
export function itemName(schema: LibrarySchemaShape, values: LibraryValues, id: string): string {
  const title = titleFieldOf(schema);
  const value = title ? values[title.fieldName] : undefined;
  return value === undefined || value === '' ? id : String(value);
}

/** An item's values as forms receive them (search results, chosen answers): without the title field, its name. */
export function formFieldsOf(schema: LibrarySchemaShape, values: LibraryValues): LibraryValues {
  const title = titleFieldOf(schema)?.fieldName;
  return Object.fromEntries(Object.entries(values).filter(([fieldName]) => fieldName !== title));
}

/**
 * The key a unique field's value is guarded under: trimmed and case-insensitive for text kinds (two people would
 * call "Acetone" and "acetone " the same chemical), the number's canonical text for numbers.
 */
export const uniqueValueKey = (value: LibraryValue): string => (typeof value === 'string' ? value.trim().toLowerCase() : String(value));
