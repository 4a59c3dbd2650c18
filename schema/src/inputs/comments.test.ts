import { describe, expect, it } from 'vitest';
import { addFormCommentInputSchema, deleteFormCommentInputSchema, editFormCommentInputSchema, maxCommentLength } from './comments';

describe('comment inputs', () => {
  it('trim the text and keep each mention once', () => {
    const parsed = addFormCommentInputSchema.parse({ formId: 'f-1', body: '  Please check the fume hood.\n', mentions: ['u-1', 'u-2', 'u-1'] });

    expect(parsed).toEqual({ formId: 'f-1', body: 'Please check the fume hood.', mentions: ['u-1', 'u-2'] });
  });

  it('read missing mentions as none', () => {
    expect(addFormCommentInputSchema.parse({ formId: 'f-1', parentId: 'c-1', body: 'Done' }).mentions).toEqual([]);
  });

  it('refuse an empty or blank comment, and one over the length limit, naming the body', () => {
    const refused = ['', '   \n ', 'x'.repeat(maxCommentLength + 1)].map((body) => addFormCommentInputSchema.safeParse({ formId: 'f-1', body }));

    expect(refused.map((result) => result.success)).toEqual([false, false, false]);
    expect(refused.map((result) => result.error?.issues[0]?.path)).toEqual([['body'], ['body'], ['body']]);
    expect(addFormCommentInputSchema.safeParse({ formId: 'f-1', body: 'x'.repeat(maxCommentLength) }).success).toBe(true);
  });

  it('refuse more than ten mentions, ids with key separators and unknown fields', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `u-${index}`);

    expect(addFormCommentInputSchema.safeParse({ formId: 'f-1', body: 'Hi', mentions: eleven }).success).toBe(false);
    expect(addFormCommentInputSchema.safeParse({ formId: 'f#1', body: 'Hi' }).success).toBe(false);
    expect(addFormCommentInputSchema.safeParse({ formId: 'f-1', body: 'Hi', authorId: 'someone-else' }).success).toBe(false);
  });

  it('need the version seen for an edit or a delete', () => {
    expect(editFormCommentInputSchema.safeParse({ formId: 'f-1', commentId: 'c-1', body: 'Fixed' }).success).toBe(false);
    expect(deleteFormCommentInputSchema.safeParse({ formId: 'f-1', commentId: 'c-1', expectedVersion: 0 }).success).toBe(false);
    expect(deleteFormCommentInputSchema.parse({ formId: 'f-1', commentId: 'c-1', expectedVersion: 2 })).toEqual({ formId: 'f-1', commentId: 'c-1', expectedVersion: 2 });
  });
});
