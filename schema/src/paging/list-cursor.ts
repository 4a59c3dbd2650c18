import { z } from 'zod';

/**
 * Opaque page cursors. A cursor names the list it was made for, whose list it is (the caller, a group...) and
 * where the next page starts. The server checks all three before it reads: a cursor of another list, of another
 * user, or one taken apart and put together by hand is refused (BAD_USER_INPUT), and a position never names a
 * partition (the server fills that in from the caller), so a cursor can only move within the caller's own list.
 */

/** What a cursor is for: a list's name and the owner of the list's items (a user id, a group id...). */
export interface CursorScope {
  list: string;
  scope: string;
}

const envelopeSchema = z.object({ v: z.literal(1), l: z.string(), s: z.string(), p: z.unknown() }).strict();

/** Cursors are short: anything longer is not one of ours. */
export const maxCursorLength = 2048;

/** A list's `cursor` argument: the previous page's nextCursor (the list checks it further when it reads it). */
export const cursorArgSchema = z.string().max(maxCursorLength).nullish();

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The cursor of `position` in the list `for` names. */
export function encodeListCursor(scope: CursorScope, position: unknown): string {
  return toBase64Url(JSON.stringify({ v: 1, l: scope.list, s: scope.scope, p: position }));
}

/** A decoded cursor: its position, or why it was refused. */
export type DecodedCursor<P> = { ok: true; position: P } | { ok: false; problem: string };

/**
 * The position inside `cursor`, when it was made for `expected` and its position has the list's shape;
 * otherwise the problem, worded for the caller.
 */
export function decodeListCursor<P>(cursor: string, expected: CursorScope, position: z.ZodType<P>): DecodedCursor<P> {
  if (cursor.length > maxCursorLength) return { ok: false, problem: 'The cursor is not one this list gave out.' };
  let envelope: z.infer<typeof envelopeSchema>;
  try {
    envelope = envelopeSchema.parse(JSON.parse(fromBase64Url(cursor)));
  } catch {
    return { ok: false, problem: 'The cursor is not one this list gave out.' };
  }
  if (envelope.l !== expected.list || envelope.s !== expected.scope) return { ok: false, problem: 'The cursor belongs to another list.' };
  const parsed = position.safeParse(envelope.p);
  return parsed.success ? { ok: true, position: parsed.data } : { ok: false, problem: 'The cursor is not one this list gave out.' };
}
