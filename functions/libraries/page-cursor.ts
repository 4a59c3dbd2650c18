import { badUserInput } from '../shared/errors';

/**
 * The cursor of a numbered list (SchemaResults has a pageNumber): the store's cursor and the number of the page it
 * opens, in one opaque text.
 */
export function encodePageCursor(storeCursor: string | undefined, nextPage: number): string | null {
  return storeCursor ? Buffer.from(JSON.stringify({ c: storeCursor, p: nextPage })).toString('base64url') : null;
}

/** The store's cursor and page number inside a cursor (page 1 without one); BAD_USER_INPUT on garbage. */
export function decodePageCursor(cursor: string | null): { storeCursor: string | null; pageNumber: number } {
  if (!cursor) return { storeCursor: null, pageNumber: 1 };
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { c?: unknown; p?: unknown };
    if (typeof parsed.c === 'string' && typeof parsed.p === 'number' && Number.isInteger(parsed.p) && parsed.p > 1) return { storeCursor: parsed.c, pageNumber: parsed.p };
  } catch {
    // Falls through to the refusal below.
  }
  throw badUserInput('The cursor is not one of this list.', { field: 'cursor' });
}
