import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeListCursor, encodeListCursor } from './list-cursor';

const position = z.object({ after: z.string() }).strict();
const mine = { list: 'userDocuments', scope: 'user-a' };

describe('list cursors', () => {
  it('give back the position they were made with, for the same list and person', () => {
    const cursor = encodeListCursor(mine, { after: 'FORM#2026-11-24T08:00:00.000Z#é' });

    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(cursor, mine, position)).toEqual({ ok: true, position: { after: 'FORM#2026-11-24T08:00:00.000Z#é' } });
  });

  it('refuse a cursor of another list or another person', () => {
    const cursor = encodeListCursor(mine, { after: 'x' });

    expect(decodeListCursor(cursor, { ...mine, scope: 'user-b' }, position)).toEqual({ ok: false, problem: 'The cursor belongs to another list.' });
    expect(decodeListCursor(cursor, { ...mine, list: 'reminders' }, position)).toMatchObject({ ok: false });
  });

  it('refuse garbage, a foreign envelope, a wrong position shape and an overlong text', () => {
    const refused = ['not a cursor', 'eyJ2IjoxfQ', btoa('{"v":2,"l":"userDocuments","s":"user-a","p":{"after":"x"}}'), encodeListCursor(mine, { after: 1 }), 'a'.repeat(5000)];

    expect(refused.map((cursor) => decodeListCursor(cursor, mine, position).ok)).toEqual([false, false, false, false, false]);
  });
});
