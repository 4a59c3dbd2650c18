import { describe, expect, it } from 'vitest';
import type { Question } from '../template/model';
import type { DataMapperContent } from './data-mapper-model';
import { mapperProblems } from './mapper-problems';

const base = { required: false, disabled: false, businessKeys: [] };
const questions = [
  { ...base, __typename: 'LibrarySearchQuestion', id: 'room', title: 'Which room', library: { schemaId: 'lib-rooms', name: 'Rooms' }, roleMappings: [], librarySearchFilter: [] },
  { ...base, __typename: 'TextQuestion', id: 'condition', title: 'Condition' },
  { ...base, __typename: 'OptionQuestion', id: 'hazards', title: 'Hazards', isMultiSelect: true, isDropdown: false, options: [] },
] as unknown as Question[];
const libraryFields = [
  { fieldName: 'name', unique: true, dataType: 'TEXT' as const },
  { fieldName: 'condition', unique: false, dataType: 'TEXT' as const },
];
const mapper = (changes: Partial<DataMapperContent> = {}): DataMapperContent => ({
  libraryId: 'lib-rooms',
  itemSource: 'CHOSEN_ITEM',
  itemQuestionId: 'room',
  businessKeyField: null,
  fields: [{ questionId: 'condition', fieldName: 'condition', prefill: true, update: true }],
  ...changes,
});

describe('mapperProblems', () => {
  it('accepts a library question naming the item and a text question mapped both ways', () => {
    expect(mapperProblems(mapper(), { questions, libraryFields })).toEqual([]);
  });

  it('refuses a library question on another library, and a text question as the chosen item', () => {
    expect(mapperProblems(mapper({ libraryId: 'lib-other' }), { questions, libraryFields })[0]).toMatchObject({ path: 'itemQuestionId' });
    expect(mapperProblems(mapper({ itemQuestionId: 'condition' }), { questions, libraryFields })[0]?.message).toBe(
      "Condition cannot name the item: choose a library question on the mapper's library",
    );
  });

  it('needs a unique field as the business key of a text question', () => {
    const byKey = mapper({ itemSource: 'BUSINESS_KEY', itemQuestionId: 'condition' });

    expect(mapperProblems({ ...byKey, businessKeyField: 'name' }, { questions, libraryFields })).toEqual([]);
    expect(mapperProblems({ ...byKey, businessKeyField: 'condition' }, { questions, libraryFields })).toEqual([
      { path: 'businessKeyField', message: 'Choose a unique field of the library as the business key' },
    ]);
  });

  it('names each refused row: an unknown question, a multiple choice, an unknown field, no direction, a field updated twice', () => {
    const fields = [
      { questionId: 'gone', fieldName: 'condition', prefill: true, update: false },
      { questionId: 'hazards', fieldName: 'colour', prefill: false, update: false },
      { questionId: 'condition', fieldName: 'condition', prefill: false, update: true },
      { questionId: 'condition', fieldName: 'condition', prefill: false, update: true },
    ];

    expect(mapperProblems(mapper({ fields }), { questions, libraryFields }).map((problem) => problem.path)).toEqual([
      'fields.0.questionId',
      'fields.1.questionId',
      'fields.1.fieldName',
      'fields.1',
      'fields.3.fieldName',
    ]);
  });
});
