import { describe, expect, it } from 'vitest';
import type { ResponseValue } from '../forms/response-values';
import type { Question } from '../template/model';
import { answerFromLibraryValue, libraryValueOf, mappedUpdates, prefillsFor } from './mapped-values';

const base = { required: false, disabled: false, businessKeys: [] };
const text = { ...base, __typename: 'TextQuestion', id: 'condition', title: 'Condition' } as unknown as Question;
const date = { ...base, __typename: 'DateQuestion', id: 'inspected', title: 'Inspected on', validationRules: [] } as unknown as Question;
const toggle = { ...base, __typename: 'ToggleQuestion', id: 'signed', title: 'Signage posted', defaultValue: false } as unknown as Question;
const choice = {
  ...base,
  __typename: 'OptionQuestion',
  id: 'risk',
  title: 'Risk',
  isMultiSelect: false,
  isDropdown: true,
  options: [{ id: 'o-low', label: 'Low' }, { id: 'o-high', label: 'High' }],
} as unknown as Question;
const withDefault = { ...base, __typename: 'TextQuestion', id: 'storage', title: 'Storage', defaultMapping: { sourceId: 'room', fieldKey: 'storage' } } as unknown as Question;

describe('library values from answers and back', () => {
  it('turns text, dates, toggles and a single choice into library values, and empty answers into none', () => {
    expect(libraryValueOf(text, { kind: 'TextResponse', text: '  Needs paint ' })).toBe('Needs paint');
    expect(libraryValueOf(text, { kind: 'TextResponse', text: '   ' })).toBeUndefined();
    expect(libraryValueOf(date, { kind: 'DateResponse', selectedDate: '2026-11-02T10:00:00.000Z' })).toBe('2026-11-02');
    expect(libraryValueOf(toggle, { kind: 'ToggleResponse', defaultValue: false })).toBe(false);
    expect(libraryValueOf(choice, { kind: 'OptionResponse', selectedOptionIds: ['o-high'] })).toBe('High');
  });

  it('pre-fills a choice by its label, case aside, and leaves values that fit no option or date out', () => {
    expect(answerFromLibraryValue(choice, 'low')).toEqual({ kind: 'OptionResponse', selectedOptionIds: ['o-low'] });
    expect(answerFromLibraryValue(choice, 'Extreme')).toBeUndefined();
    expect(answerFromLibraryValue(date, 'soon')).toBeUndefined();
    expect(answerFromLibraryValue(toggle, true)).toEqual({ kind: 'ToggleResponse', defaultValue: true });
  });
});

describe('mappedUpdates', () => {
  it("writes the update rows' answers by field, skipping pre-fill-only rows, gone questions and empty answers", () => {
    const rows = [
      { questionId: 'condition', fieldName: 'condition', prefill: false, update: true },
      { questionId: 'risk', fieldName: 'risk', prefill: true, update: false },
      { questionId: 'gone', fieldName: 'gone', prefill: false, update: true },
      { questionId: 'inspected', fieldName: 'lastInspected', prefill: false, update: true },
    ];
    const answers = new Map<string, ResponseValue>([
      ['condition', { kind: 'TextResponse', text: 'Good' }],
      ['risk', { kind: 'OptionResponse', selectedOptionIds: ['o-low'] }],
      ['inspected', { kind: 'DateResponse', selectedDate: null }],
    ]);

    expect(mappedUpdates(rows, new Map([text, choice, date].map((question) => [question.id, question])), answers)).toEqual({ condition: 'Good' });
  });
});

describe('prefillsFor', () => {
  it("fills the mapper's pre-fill rows and the questions whose defaultMapping names the source, unanswered ones only", () => {
    const prefills = prefillsFor({
      sourceQuestionId: 'room',
      rows: [
        { questionId: 'condition', fieldName: 'condition', prefill: true, update: true },
        { questionId: 'risk', fieldName: 'risk', prefill: true, update: false },
      ],
      questions: [text, choice, withDefault],
      itemValues: { condition: 'Good', risk: 'High', storage: 'Cold room' },
      answered: new Set(['risk']),
    });

    expect(prefills).toEqual([
      { questionId: 'storage', value: { kind: 'TextResponse', text: 'Cold room' } },
      { questionId: 'condition', value: { kind: 'TextResponse', text: 'Good' } },
    ]);
  });
});
