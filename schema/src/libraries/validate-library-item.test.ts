import { describe, expect, it } from 'vitest';
import type { LibraryField, LibrarySchemaShape } from './library-model';
import { itemName, titleFieldOf, uniqueValueKey } from './library-model';
import { libraryItemValidator, validateLibraryItem } from './validate-library-item';

const field = (fieldName: string, dataType: LibraryField['dataType'], more: Partial<LibraryField> = {}): LibraryField => ({
  fieldName,
  dataType,
  required: false,
  unique: false,
  showInTable: true,
  displayOrder: 0,
  pickListSelection: [],
  relatesTo: null,
  ...more,
});

const chemicals: LibrarySchemaShape = {
  fieldArraySchema: [
    field('name', 'TEXT', { required: true, unique: true, displayOrder: 0 }),
    field('casNumber', 'TEXT', { displayOrder: 1 }),
    field('flashPoint', 'NUMBER', { displayOrder: 2 }),
    field('received', 'DATE', { displayOrder: 3 }),
    field('restricted', 'BOOLEAN', { displayOrder: 4 }),
    field('hazardClass', 'PICK_LIST', {
      displayOrder: 5,
      pickListSelection: [
        { label: 'Flammable liquid', value: 'flammable' },
        { label: 'Corrosive', value: 'corrosive' },
      ],
    }),
    field('contact', 'EMAIL', { displayOrder: 6 }),
    field('sds', 'URL', { displayOrder: 7 }),
    field('supplier', 'RELATION', { displayOrder: 8, relatesTo: 'lib-suppliers' }),
  ],
};

describe('validateLibraryItem', () => {
  it('answers the stored values, converting text cells as a CSV holds them', () => {
    const result = validateLibraryItem(chemicals, {
      name: ' Acetone ',
      flashPoint: '-20',
      received: '2026-03-01',
      restricted: 'yes',
      hazardClass: 'Flammable liquid',
      contact: 'ehs@example.edu',
      sds: 'https://example.edu/sds/acetone.pdf',
      supplier: 'sup-1',
      casNumber: '',
    });
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Acetone',
        flashPoint: -20,
        received: '2026-03-01',
        restricted: true,
        hazardClass: 'flammable',
        contact: 'ehs@example.edu',
        sds: 'https://example.edu/sds/acetone.pdf',
        supplier: 'sup-1',
      },
    });
  });

  it('names every refused field with its problem', () => {
    const result = validateLibraryItem(chemicals, {
      flashPoint: 'hot',
      received: '2026-02-30',
      restricted: 'maybe',
      hazardClass: 'Radioactive',
      contact: 'ehs at example',
      sds: 'ftp://example.edu/x',
      colour: 'blue',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => [error.fieldName, error.problem])).toEqual([
      ['colour', 'UNKNOWN_FIELD'],
      ['name', 'REQUIRED'],
      ['flashPoint', 'TYPE'],
      ['received', 'TYPE'],
      ['restricted', 'TYPE'],
      ['hazardClass', 'PICK_LIST'],
      ['contact', 'EMAIL'],
      ['sds', 'URL'],
    ]);
    expect(result.errors.find((error) => error.fieldName === 'hazardClass')?.message).toBe('"Radioactive" is not one of the choices');
  });

  it('accepts JSON values of the right type and refuses the wrong ones', () => {
    expect(validateLibraryItem(chemicals, { name: 'Ethanol', flashPoint: 13, restricted: false }).ok).toBe(true);
    expect(validateLibraryItem(chemicals, { name: 'Ethanol', flashPoint: true }).ok).toBe(false);
    expect(validateLibraryItem(chemicals, { name: { text: 'x' } }).ok).toBe(false);
    expect(validateLibraryItem(chemicals, { name: 'x'.repeat(2_001) }).ok).toBe(false);
  });

  it('validates 10,000 rows quickly with one compiled validator', () => {
    const validate = libraryItemValidator(chemicals);
    const rows = Array.from({ length: 10_000 }, (_, index) => ({ name: `Chemical ${index}`, flashPoint: String(index), hazardClass: 'corrosive' }));
    expect(rows.every((row) => validate(row).ok)).toBe(true);
  });
});

describe('item names and unique keys', () => {
  it('names an item by its first text field in display order, or by its id', () => {
    expect(titleFieldOf(chemicals)?.fieldName).toBe('name');
    expect(itemName(chemicals, { name: 'Acetone' }, 'chem-1')).toBe('Acetone');
    expect(itemName(chemicals, {}, 'chem-1')).toBe('chem-1');
    expect(titleFieldOf({ fieldArraySchema: [] })).toBeNull();
  });

  it('guards text case-insensitively and trimmed', () => {
    expect(uniqueValueKey(' Acetone ')).toBe(uniqueValueKey('acetone'));
    expect(uniqueValueKey(12)).toBe('12');
  });
});
