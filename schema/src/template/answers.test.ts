import { describe, expect, it } from 'vitest';
import { answersOf, hasAnswer, isAnswered, isOptionSelected, noAnswers, selectedOptionIds } from './answers';
import { text } from './template-fixtures';

describe('answersOf', () => {
  it('counts an option question with a selection as answered', () => {
    const answers = answersOf({ selected: { pets: ['cat'], colour: [] } });

    expect(isAnswered(answers, 'pets')).toBe(true);
    expect(isAnswered(answers, 'colour')).toBe(false);
  });

  it('counts questions of other kinds as answered when listed', () => {
    const answers = answersOf({ answered: ['name'] });

    expect(isAnswered(answers, 'name')).toBe(true);
    expect(isAnswered(answers, 'age')).toBe(false);
  });
});

describe('selectedOptionIds', () => {
  it('is empty for a question with no answer', () => {
    expect(selectedOptionIds(noAnswers, 'pets')).toEqual([]);
    expect(isOptionSelected(noAnswers, 'pets', 'cat')).toBe(false);
  });

  it('reads the enclosing location when a row has no answer to the question', () => {
    const form = answersOf({ selected: { pets: ['cat'] }, answered: ['name'] });
    const row = answersOf({ selected: { size: ['big'] }, outer: form });

    expect(isOptionSelected(row, 'pets', 'cat')).toBe(true);
    expect(isOptionSelected(row, 'size', 'big')).toBe(true);
    expect(isAnswered(row, 'name')).toBe(true);
  });

  it('lets a row answer shadow the enclosing one, even when nothing is selected there', () => {
    const form = answersOf({ selected: { pets: ['cat'] } });
    const row = answersOf({ selected: { pets: [] }, outer: form });

    expect(selectedOptionIds(row, 'pets')).toEqual([]);
    expect(isAnswered(row, 'pets')).toBe(false);
  });
});

describe('hasAnswer', () => {
  it('answers for a question by its id', () => {
    expect(hasAnswer(text('name', 'Name'), answersOf({ answered: ['name'] }))).toBe(true);
    expect(hasAnswer(text('name', 'Name'), noAnswers)).toBe(false);
  });
});
