import { describe, expect, it } from 'vitest';
import { maxTextAnswerLength } from './forms';
import { answerMutations, tableRowInputSchema } from './responses';

describe('answer mutation inputs', () => {
  it('treat a missing expected version as "no answer seen yet" and drop empty locations', () => {
    const input = answerMutations.updateTextResponse.schema.parse({ formId: 'f', questionId: 'q', text: 'hi', location: null });

    expect(input).toEqual({ formId: 'f', questionId: 'q', text: 'hi', location: {}, expectedVersion: 0 });
  });

  it('reject ids with key separators and over-long answers', () => {
    const text = answerMutations.updateTextResponse.schema;
    expect(text.safeParse({ formId: 'a#b', questionId: 'q', text: '' }).success).toBe(false);
    expect(text.safeParse({ formId: 'f', questionId: 'q', text: 'x'.repeat(maxTextAnswerLength + 1) }).success).toBe(false);
  });

  it('make the stored value of each kind from its input, clearing with null', () => {
    const base = { formId: 'f', questionId: 'q' };
    const date = answerMutations.updateDateResponse;
    expect(date.value(date.schema.parse({ ...base, selectedDate: '2026-11-22' }))).toEqual({ kind: 'DateResponse', selectedDate: '2026-11-22' });
    expect(date.value(date.schema.parse({ ...base, selectedDate: null }))).toEqual({ kind: 'DateResponse', selectedDate: null });
    const map = answerMutations.updateMapResponse;
    expect(map.value(map.schema.parse({ ...base, latitude: 38.54, longitude: -121.75 }))).toEqual({ kind: 'MapResponse', latitude: 38.54, longitude: -121.75 });
    const removal = answerMutations.removeOptionResponse;
    expect(removal.value(removal.schema.parse(base))).toEqual({ kind: 'OptionResponse', selectedOptionIds: [] });
  });

  it('refuse coordinates off the globe and image keys that could escape the blob store', () => {
    const map = answerMutations.updateMapResponse.schema;
    expect(map.safeParse({ formId: 'f', questionId: 'q', latitude: 91, longitude: 0 }).success).toBe(false);
    const images = answerMutations.updateImageUploadResponse.schema;
    expect(images.safeParse({ formId: 'f', questionId: 'q', images: [{ name: 'a.png', key: 'forms/f/a.png' }] }).success).toBe(true);
    expect(images.safeParse({ formId: 'f', questionId: 'q', images: [{ name: 'a.png', key: 'forms/f/a png;rm' }] }).success).toBe(false);
  });

  it('take an optional row id for a new table row', () => {
    expect(tableRowInputSchema.parse({ formId: 'f', questionId: 't' })).toEqual({ formId: 'f', questionId: 't', location: {}, rowId: null });
  });
});
