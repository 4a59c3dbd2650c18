import { describe, expect, it } from 'vitest';
import { isAnswered, isOptionSelected } from './answers';
import { answersFromResponses, responseHasValue, sameLocation } from './answers-from-responses';

describe('responseHasValue', () => {
  it('treats blank text, empty lists and missing values as no answer', () => {
    expect(responseHasValue({ questionId: 'q', text: '   ' } as never)).toBe(false);
    expect(responseHasValue({ questionId: 'q', selectedOptionIds: [] })).toBe(false);
    expect(responseHasValue({ questionId: 'q', selectedDate: null } as never)).toBe(false);
  });

  it('treats text, selections, objects, numbers and toggles as answers', () => {
    expect(responseHasValue({ questionId: 'q', text: 'Rex' } as never)).toBe(true);
    expect(responseHasValue({ questionId: 'q', selectedOptionIds: ['cat'] })).toBe(true);
    expect(responseHasValue({ questionId: 'q', selectedPerson: { userId: 'u1' } } as never)).toBe(true);
    expect(responseHasValue({ questionId: 'q', latitude: 0 } as never)).toBe(true);
    expect(responseHasValue({ questionId: 'q', defaultValue: false } as never)).toBe(true);
  });

  it('ignores bookkeeping fields', () => {
    const response = { questionId: 'q', location: { parentId: 't' }, lastSaved: '2025-01-01', version: 3, __typename: 'TextResponse' };

    expect(responseHasValue(response)).toBe(false);
  });
});

describe('sameLocation', () => {
  it('treats missing, null and empty ids as the top level', () => {
    expect(sameLocation(null, { parentId: '', rowId: null })).toBe(true);
    expect(sameLocation(undefined, { parentId: 't1', rowId: 'r1' })).toBe(false);
    expect(sameLocation({ parentId: 't1', rowId: 'r1' }, { parentId: 't1', rowId: 'r1' })).toBe(true);
  });
});

describe('answersFromResponses', () => {
  const responses = [
    { questionId: 'pets', selectedOptionIds: ['cat'] },
    { questionId: 'name', text: 'Rex', location: null },
    { questionId: 'size', selectedOptionIds: ['big'], location: { parentId: 'tbl', rowId: 'r1' } },
  ];

  it('reads the top level by default', () => {
    const answers = answersFromResponses(responses);

    expect(isOptionSelected(answers, 'pets', 'cat')).toBe(true);
    expect(isAnswered(answers, 'name')).toBe(true);
    expect(isOptionSelected(answers, 'size', 'big')).toBe(false);
  });

  it('reads one row, with the form as its outer answers', () => {
    const form = answersFromResponses(responses);
    const row = answersFromResponses(responses, { parentId: 'tbl', rowId: 'r1' }, form);

    expect(isOptionSelected(row, 'size', 'big')).toBe(true);
    expect(isOptionSelected(row, 'pets', 'cat')).toBe(true);
  });
});
