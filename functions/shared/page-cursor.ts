import type { z } from 'zod';
import { decodeListCursor, encodeListCursor, type CursorScope } from '../../schema/src/paging/list-cursor';
import { badUserInput } from './errors';

const notOurs = 'The cursor is not one this list gave out.';

/**
 * The position inside a list's `cursor` argument (undefined without one). A cursor made for another list or
 * person, not made by us at all, or pointing outside the list (`accept` says no) is BAD_USER_INPUT: a list never
 * reads from a place it did not hand out.
 */
export function positionOfCursor<P>(
  cursor: string | null | undefined,
  scope: CursorScope,
  position: z.ZodType<P>,
  accept: (position: P) => boolean = () => true,
): P | undefined {
  if (!cursor) return undefined;
  const decoded = decodeListCursor(cursor, scope, position);
  if (!decoded.ok) throw badUserInput(decoded.problem, { problems: [{ path: 'cursor', message: decoded.problem }] });
  if (!accept(decoded.position)) throw badUserInput(notOurs, { problems: [{ path: 'cursor', message: notOurs }] });
  return decoded.position;
}

/** The `nextCursor` of a page: the cursor of `next` in the list, or null on the last page. */
export const nextCursorOf = (scope: CursorScope, next: unknown) => (next === undefined ? null : encodeListCursor(scope, next));
