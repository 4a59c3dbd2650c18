import { describe, expect, it } from 'vitest';
import { maxTextAnswerLength, updateTextResponseInputSchema } from './forms';

describe('updateTextResponseInputSchema', () => {
  it('treats a missing expected version as "no answer seen yet" and drops empty locations', () => {
    const input = updateTextResponseInputSchema.parse({ formId: 'f', questionId: 'q', text: 'hi', location: null });

    expect(input).toEqual({ formId: 'f', questionId: 'q', text: 'hi', location: {}, expectedVersion: 0 });
  });

  it('rejects ids with key separators and over-long answers', () => {
    expect(updateTextResponseInputSchema.safeParse({ formId: 'a#b', questionId: 'q', text: '' }).success).toBe(false);
    const tooLong = 'x'.repeat(maxTextAnswerLength + 1);
    expect(updateTextResponseInputSchema.safeParse({ formId: 'f', questionId: 'q', text: tooLong }).success).toBe(false);
  });
});
