import { describe, expect, it } from 'vitest';
import { libraryFieldText, libraryQuestionFilters, passesFilter, passesFilters } from './library-filters';

const acetone = { hazardClass: 'Flammable liquid', casNumber: '67-64-1', storage: ['Flammables cabinet', 'Cold room'] };

describe('passesFilter', () => {
  it('equals compares whole values, ignoring case and spaces', () => {
    expect(passesFilter(acetone, { field: 'hazardClass', operator: 'equals', value: ' flammable LIQUID ' })).toBe(true);
    expect(passesFilter(acetone, { field: 'hazardClass', operator: 'equals', value: 'Flammable' })).toBe(false);
  });

  it('contains finds a part of the value', () => {
    expect(passesFilter(acetone, { field: 'hazardClass', operator: 'contains', value: 'flamm' })).toBe(true);
    expect(passesFilter(acetone, { field: 'hazardClass', operator: 'contains', value: 'corrosive' })).toBe(false);
  });

  it('notEquals passes a different value and a missing field', () => {
    expect(passesFilter(acetone, { field: 'hazardClass', operator: 'notEquals', value: 'Corrosive' })).toBe(true);
    expect(passesFilter(acetone, { field: 'hazardClass', operator: 'notEquals', value: 'flammable liquid' })).toBe(false);
    expect(passesFilter(acetone, { field: 'unNumber', operator: 'notEquals', value: '1090' })).toBe(true);
  });

  it('a missing field equals and contains nothing', () => {
    expect(passesFilter(acetone, { field: 'unNumber', operator: 'equals', value: '' })).toBe(false);
    expect(passesFilter(acetone, { field: 'unNumber', operator: 'contains', value: '' })).toBe(false);
  });

  it('a list field passes when one of its entries matches', () => {
    expect(passesFilter(acetone, { field: 'storage', operator: 'equals', value: 'cold room' })).toBe(true);
    expect(passesFilter(acetone, { field: 'storage', operator: 'notEquals', value: 'cold room' })).toBe(false);
  });
});

describe('passesFilters', () => {
  it('needs every rule to pass, and passes everything without rules', () => {
    const rules = [
      { field: 'hazardClass', operator: 'contains', value: 'liquid' },
      { field: 'casNumber', operator: 'equals', value: '67-64-1' },
    ] as const;

    expect(passesFilters(acetone, rules)).toBe(true);
    expect(passesFilters(acetone, [...rules, { field: 'casNumber', operator: 'notEquals', value: '67-64-1' }])).toBe(false);
    expect(passesFilters(acetone, [])).toBe(true);
  });
});

describe('libraryQuestionFilters', () => {
  it("applies the question's own rules and leaves out unknown operators", () => {
    const rules = libraryQuestionFilters(
      {
        librarySearchFilter: [
          { id: 'f1', field: 'hazardClass', operator: 'equals', value: 'Corrosive' },
          { id: 'f2', field: 'casNumber', operator: 'startsWith', value: '7' },
        ],
      } as never,
      null,
    );

    expect(rules).toEqual([{ field: 'hazardClass', operator: 'equals', value: 'Corrosive' }]);
  });

  it("adds filterBy's field equal to the source answer's value, only when the source is answered", () => {
    const question = { filterBy: { sourceQuestion: 'q-room', sourceField: 'building' }, librarySearchFilter: [] };

    expect(libraryQuestionFilters(question, 'BLS')).toEqual([{ field: 'building', operator: 'equals', value: 'BLS' }]);
    expect(libraryQuestionFilters(question, null)).toEqual([]);
  });
});

describe('libraryFieldText', () => {
  it('reads one field of JSON fields as text', () => {
    expect(libraryFieldText(JSON.stringify(acetone), 'casNumber')).toBe('67-64-1');
    expect(libraryFieldText(JSON.stringify(acetone), 'storage')).toBe('Flammables cabinet, Cold room');
  });

  it('answers null for missing fields and unreadable text', () => {
    expect(libraryFieldText(JSON.stringify(acetone), 'unNumber')).toBeNull();
    expect(libraryFieldText('not json', 'casNumber')).toBeNull();
    expect(libraryFieldText(null, 'casNumber')).toBeNull();
  });
});
