import { describe, expect, it } from 'vitest';
import { addField, removeField, reorderFields, updateField } from './field-changes';
import { libraryFieldInputSchema } from './library-inputs';
import type { LibraryField } from './library-model';

const input = (fieldName: string, dataType: LibraryField['dataType'] = 'TEXT', more: Record<string, unknown> = {}) =>
  libraryFieldInputSchema.parse({ fieldName, dataType, ...more });

const build = (...names: string[]) =>
  names.reduce<LibraryField[]>((fields, name) => {
    const change = addField(fields, input(name));
    if (!change.ok) throw new Error(change.message);
    return change.fields;
  }, []);

describe('field changes', () => {
  it('adds fields at the end and refuses a name taken in another case', () => {
    const fields = build('name', 'casNumber');
    expect(fields.map((field) => [field.fieldName, field.displayOrder])).toEqual([
      ['name', 0],
      ['casNumber', 1],
    ]);
    expect(addField(fields, input('CASNUMBER'))).toEqual({ ok: false, message: 'The library already has a field named CASNUMBER' });
  });

  it('keeps the data type and unique flag while the library has items', () => {
    const fields = build('name', 'flashPoint');
    expect(updateField(fields, input('flashPoint', 'NUMBER'), true).ok).toBe(false);
    expect(updateField(fields, input('flashPoint', 'TEXT', { unique: true }), true).ok).toBe(false);
    const change = updateField(fields, input('flashPoint', 'NUMBER', { required: true }), false);
    expect(change.ok && change.fields[1]).toMatchObject({ fieldName: 'flashPoint', dataType: 'NUMBER', required: true, displayOrder: 1 });
  });

  it('removes and reorders, renumbering display order', () => {
    const fields = build('a', 'b', 'c');
    const removed = removeField(fields, 'b');
    expect(removed.ok && removed.fields.map((field) => [field.fieldName, field.displayOrder])).toEqual([
      ['a', 0],
      ['c', 1],
    ]);
    const reordered = reorderFields(fields, ['c', 'a', 'b']);
    expect(reordered.ok && reordered.fields.map((field) => field.fieldName)).toEqual(['c', 'a', 'b']);
    expect(reorderFields(fields, ['c', 'a']).ok).toBe(false);
    expect(reorderFields(fields, ['c', 'a', 'a']).ok).toBe(false);
  });
});

describe('libraryFieldInputSchema', () => {
  it('asks pick lists for choices and relations for a library', () => {
    expect(libraryFieldInputSchema.safeParse({ fieldName: 'hazard', dataType: 'PICK_LIST' }).success).toBe(false);
    expect(libraryFieldInputSchema.safeParse({ fieldName: 'supplier', dataType: 'RELATION' }).success).toBe(false);
    expect(libraryFieldInputSchema.safeParse({ fieldName: 'supplier', dataType: 'RELATION', relatesTo: 'lib-1' }).success).toBe(true);
    expect(libraryFieldInputSchema.safeParse({ fieldName: '1st', dataType: 'TEXT' }).success).toBe(false);
    expect(libraryFieldInputSchema.safeParse({ fieldName: 'a#b', dataType: 'TEXT' }).success).toBe(false);
  });
});
