import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { decodeGroupCursor, encodeGroupCursor } from './group-cursor';

const cursor = { groupId: 'tg-1', after: { createdDate: '2026-11-24T08:00:00.000Z', id: 'form-9' }, seen: 50 };

const codeOf = (act: () => unknown) => {
  try {
    act();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('template group cursors', () => {
  it('read back the place and running count they were made with', () => {
    expect(decodeGroupCursor(encodeGroupCursor(cursor), 'tg-1')).toEqual(cursor);
  });

  it('refuse a cursor made for another group as BAD_USER_INPUT', () => {
    expect(codeOf(() => decodeGroupCursor(encodeGroupCursor(cursor), 'tg-2'))).toBe('BAD_USER_INPUT');
  });

  it('refuse garbage, other lists’ cursors and negative counts as BAD_USER_INPUT', () => {
    const otherList = Buffer.from(JSON.stringify({ pk: 'FORM#1', sk: 'FORM' })).toString('base64url');
    const negative = Buffer.from(JSON.stringify({ l: 'templateGroupForms', g: 'tg-1', c: 'x', i: 'y', s: -1 })).toString('base64url');

    const answers = ['%%%', otherList, negative].map((text) => codeOf(() => decodeGroupCursor(text, 'tg-1')));

    expect(answers).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
  });
});
