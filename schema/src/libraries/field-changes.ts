import type { LibraryFieldInput } from './library-inputs';
import { fieldsInOrder, libraryLimits, type LibraryField } from './library-model';

/** A schema change's outcome: the new field list, or why it is refused (BAD_USER_INPUT words). */
export type FieldChange = { ok: true; fields: LibraryField[] } | { ok: false; message: string };

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Renumbers displayOrder 0..n-1 in the given order. */
const numbered = (fields: readonly LibraryField[]): LibraryField[] => fields.map((field, displayOrder) => ({ ...field, displayOrder }));

/** Adds a field at the end. Names are unique case-insensitively (they are CSV headers too). */
export function addField(fields: readonly LibraryField[], input: LibraryFieldInput): FieldChange {
  if (fields.some((field) => sameName(field.fieldName, input.fieldName))) return { ok: false, message: `The library already has a field named ${input.fieldName}` };
  if (fields.length >= libraryLimits.fields) return { ok: false, message: `A library has at most ${libraryLimits.fields} fields` };
  return { ok: true, fields: numbered([...fieldsInOrder(fields), { ...input, displayOrder: fields.length }]) };
}

/**
 * Changes a field (found by its name, which never changes). While the library has items, a field's data type
 * and its unique flag stay as they are: stored values were checked against them, and making a field unique later
 * would need every existing value checked and guarded (an import does that next round).
 */
export function updateField(fields: readonly LibraryField[], input: LibraryFieldInput, hasItems: boolean): FieldChange {
  const current = fields.find((field) => field.fieldName === input.fieldName);
  if (!current) return { ok: false, message: `The library has no field named ${input.fieldName}` };
  if (hasItems && current.dataType !== input.dataType) return { ok: false, message: 'The data type cannot change while the library has items' };
  if (hasItems && !current.unique && input.unique) return { ok: false, message: 'A field can be made unique only while the library has no items' };
  return { ok: true, fields: fields.map((field) => (field === current ? { ...input, displayOrder: field.displayOrder } : field)) };
}

/** Removes a field; items keep its old values, so answers that copied them stay readable. */
export function removeField(fields: readonly LibraryField[], fieldName: string): FieldChange {
  if (!fields.some((field) => field.fieldName === fieldName)) return { ok: false, message: `The library has no field named ${fieldName}` };
  return { ok: true, fields: numbered(fieldsInOrder(fields.filter((field) => field.fieldName !== fieldName))) };
}

/** Puts the fields in the given order, which must name each field once. */
export function reorderFields(fields: readonly LibraryField[], fieldNames: readonly string[]): FieldChange {
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  const ordered = fieldNames.map((name) => byName.get(name));
  if (fieldNames.length !== fields.length || new Set(fieldNames).size !== fieldNames.length || ordered.some((field) => !field)) {
    return { ok: false, message: 'Name every field of the library once' };
  }
  return { ok: true, fields: numbered(ordered as LibraryField[]) };
}
