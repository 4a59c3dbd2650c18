import { describe, expect, it } from 'vitest';
import { autoMapColumns, rowValues, unmappedRequired } from './csv-mapping';
import { importKeyField, importLibraryItemsInputSchema, uniqueTracker } from './library-import';
import type { LibraryField } from './library-model';

const field = (fieldName: string, more: Partial<LibraryField> = {}): LibraryField => ({
  fieldName,
  dataType: 'TEXT',
  required: false,
  unique: false,
  showInTable: true,
  displayOrder: 0,
  pickListSelection: [],
  relatesTo: null,
  ...more,
});

const fields = [field('name', { required: true, displayOrder: 0 }), field('casNumber', { unique: true, displayOrder: 1 }), field('Flash point', { dataType: 'NUMBER', displayOrder: 2 })];

describe('the CSV column mapping', () => {
  it('matches columns to fields by name, whatever their case, spaces and punctuation', () => {
    expect(autoMapColumns(['Name', 'CAS_number', 'notes'], fields)).toEqual({ name: 'Name', casNumber: 'CAS_number', 'Flash point': null });
  });

  it('names the required fields no column fills', () => {
    expect(unmappedRequired(fields, { name: null, casNumber: 'cas', 'Flash point': null }).map((f) => f.fieldName)).toEqual(['name']);
  });

  it('turns a record into values of the mapped fields only, a missing cell as empty text', () => {
    expect(rowValues({ Name: 'Acetone', cas: '67-64-1', extra: 'x' }, { name: 'Name', casNumber: 'cas', 'Flash point': 'fp' })).toEqual({
      name: 'Acetone',
      casNumber: '67-64-1',
      'Flash point': '',
    });
  });
});

describe('an import batch', () => {
  it('matches existing items by the first unique field in display order', () => {
    expect(importKeyField({ fieldArraySchema: fields })?.fieldName).toBe('casNumber');
    expect(importKeyField({ fieldArraySchema: [field('name')] })).toBeNull();
  });

  it('refuses a row repeating an earlier row unique value, naming that row, text compared without case', () => {
    const repeats = uniqueTracker({ fieldArraySchema: fields });
    expect(repeats({ name: 'Acetone', casNumber: '67-64-1' }, 2)).toEqual([]);
    expect(repeats({ name: 'Acetone', casNumber: '67-64-1 ' }, 5)).toEqual([
      { fieldName: 'casNumber', problem: 'UNIQUE', message: 'casNumber "67-64-1 " repeats row 2' },
    ]);
  });

  it('takes 1 to 100 rows of JSON objects', () => {
    const row = { name: 'Acetone' };
    expect(importLibraryItemsInputSchema.safeParse({ libraryId: 'lib-1', rows: [row] }).data?.dryRun).toBe(false);
    expect(importLibraryItemsInputSchema.safeParse({ libraryId: 'lib-1', rows: [] }).success).toBe(false);
    expect(importLibraryItemsInputSchema.safeParse({ libraryId: 'lib-1', rows: Array.from({ length: 101 }, () => row) }).success).toBe(false);
    expect(importLibraryItemsInputSchema.safeParse({ libraryId: 'lib-1', rows: ['text'] }).success).toBe(false);
  });
});
