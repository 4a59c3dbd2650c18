import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellMatches, compareCells, createdDayRange, residualFilters, rowMatches, type FilterOperator } from './row-query';

const cell = (text: string | null, restricted = false) => ({ text, restricted });
const columns = [
  { key: 'name', label: 'Name', kind: 'text' as const },
  { key: 'createdDate', label: 'Created', kind: 'date' as const },
];

describe('cellMatches', () => {
  it('compares words whatever their case and surrounding spaces', () => {
    expect(cellMatches(cell('Fume Hood'), { column: 'name', operator: 'CONTAINS', value: ' hood' })).toBe(true);
    expect(cellMatches(cell('Fume Hood'), { column: 'name', operator: 'EQUALS', value: 'fume hood' })).toBe(true);
  });

  it('compares dates by day, both bounds inclusive', () => {
    const created = cell('2026-11-03T23:59:00.000Z');
    expect(cellMatches(created, { column: 'createdDate', operator: 'ON_OR_AFTER', value: '2026-11-03' })).toBe(true);
    expect(cellMatches(created, { column: 'createdDate', operator: 'ON_OR_BEFORE', value: '2026-11-03' })).toBe(true);
    expect(cellMatches(created, { column: 'createdDate', operator: 'ON_OR_BEFORE', value: '2026-11-02' })).toBe(false);
  });

  it('reads a restricted cell as empty for every operator, so a filter tells nothing about it', () => {
    const operators: FilterOperator[] = ['CONTAINS', 'EQUALS', 'ON_OR_AFTER', 'ON_OR_BEFORE', 'IS_EMPTY', 'IS_NOT_EMPTY'];
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(...operators), (hidden, value, operator) => {
        const filter = { column: 'name', operator, value };
        expect(cellMatches(cell(hidden, true), filter)).toBe(cellMatches(cell(null), filter));
      }),
    );
  });
});

describe('rowMatches, compareCells and the index range', () => {
  it('combines filters with AND', () => {
    const row = [cell('Lab 210'), cell('2026-11-03T10:00:00.000Z')];
    expect(rowMatches(row, columns, [{ column: 'name', operator: 'CONTAINS', value: 'lab' }, { column: 'createdDate', operator: 'ON_OR_AFTER', value: '2026-11-04' }])).toBe(false);
  });

  it('sorts numbers inside words as numbers and empty cells last both ways', () => {
    const cells = [cell('Lab 10'), cell(null), cell('Lab 9')];
    expect([...cells].sort((a, b) => compareCells(a, b, 'ASC')).map((c) => c.text)).toEqual(['Lab 9', 'Lab 10', null]);
    expect([...cells].sort((a, b) => compareCells(a, b, 'DESC')).map((c) => c.text)).toEqual(['Lab 10', 'Lab 9', null]);
  });

  it('hands the Created day bounds to the index and keeps the other filters', () => {
    const filters = [
      { column: 'createdDate', operator: 'ON_OR_AFTER' as const, value: '2026-11-01' },
      { column: 'createdDate', operator: 'ON_OR_AFTER' as const, value: '2026-11-05' },
      { column: 'createdDate', operator: 'ON_OR_BEFORE' as const, value: '2026-11-30' },
      { column: 'name', operator: 'CONTAINS' as const, value: 'lab' },
    ];
    expect(createdDayRange(filters)).toEqual({ from: '2026-11-05', to: '2026-11-30' });
    expect(residualFilters(filters)).toEqual([filters[3]]);
  });
});
