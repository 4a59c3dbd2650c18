import { describe, expect, it } from 'vitest';
import type { FormResponse } from '../../hooks/form-answers';
import { documentSearchScope } from './document-search-field';
import { choiceReader, fieldOfAnswer, sameChoice } from './search-answer';

const base = { questionId: 'q1', location: null, lastSaved: '2026-03-02T10:00:00.000Z', version: 2 };
const chemical = {
  ...base,
  __typename: 'LibrarySearchResponse',
  selectedItem: { __typename: 'SelectedLibraryItem', id: 'chem-acetone', name: 'Acetone', fields: JSON.stringify({ hazardClass: 'Flammable liquid' }) },
} as unknown as FormResponse;
const building = {
  ...base,
  __typename: 'BuildingSearchResponse',
  selectedBuilding: { __typename: 'SelectedPlace', id: 'bld-01-chm', name: 'Chemistry Hall', code: 'CHM' },
} as unknown as FormResponse;

describe('fieldOfAnswer', () => {
  it("reads a library answer's field from its JSON fields, and another answer's own property", () => {
    expect(fieldOfAnswer(chemical, 'hazardClass')).toBe('Flammable liquid');
    expect(fieldOfAnswer(chemical, 'name')).toBe('Acetone');
    expect(fieldOfAnswer(building, 'code')).toBe('CHM');
  });

  it('answers null without an answer or without the field', () => {
    expect(fieldOfAnswer(null, 'code')).toBeNull();
    expect(fieldOfAnswer(building, 'floor')).toBeNull();
  });
});

describe('choiceReader', () => {
  it('keeps a cleared answer of its kind (so its version counts) and ignores other kinds', () => {
    const read = choiceReader('BuildingSearchResponse', (response) => response.selectedBuilding);
    const cleared = { ...building, selectedBuilding: null } as unknown as FormResponse;

    expect(read(building)).toEqual({ item: expect.objectContaining({ id: 'bld-01-chm' }) });
    expect(read(cleared)).toEqual({ item: null });
    expect(read(chemical)).toBeNull();
  });

  it('compares choices by key', () => {
    const same = sameChoice((item: { id: string }) => item.id);

    expect(same({ item: { id: 'a' } }, { item: { id: 'a' } })).toBe(true);
    expect(same({ item: { id: 'a' } }, { item: null })).toBe(false);
    expect(same({ item: null }, { item: null })).toBe(true);
  });
});

describe('documentSearchScope', () => {
  it('searches every group, a program only when all templates share it, statuses only when all limit them', () => {
    expect(
      documentSearchScope([
        { groupId: 'g1', programId: 'p1', statuses: ['submitted'] },
        { groupId: 'g2', programId: 'p1', statuses: ['approved', 'submitted'] },
      ]),
    ).toEqual({ templateGroupIds: ['g1', 'g2'], programId: 'p1', statuses: ['submitted', 'approved'] });
    expect(
      documentSearchScope([
        { groupId: 'g1', programId: 'p1', statuses: ['submitted'] },
        { groupId: 'g2', programId: null, statuses: [] },
      ]),
    ).toEqual({ templateGroupIds: ['g1', 'g2'], programId: null, statuses: null });
  });
});
