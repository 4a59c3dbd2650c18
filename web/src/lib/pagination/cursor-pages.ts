/**
 * The cursors of the pages a list has shown, by page number (MUI X DataGrid's cursor pagination: a map from page
 * to the cursor that opens it). Page 1 needs none; page n + 1's cursor is page n's `nextCursor`. A controller
 * without React, so the hook that keeps it is a thin subscriber and the rules are tested alone.
 */
export interface CursorPages {
  /** The cursor that opens `page`, when the list has seen the page before it (or the address gave it). */
  cursorOf(page: number): string | undefined;
  /** Records what a page answered: its own cursor and the cursor of the page after it (none on the last page). */
  remember(page: number, cursor: string | undefined, nextCursor: string | null | undefined): void;
}

/** An empty map of cursors: a new list, or the same list at another page size. */
export function createCursorPages(): CursorPages {
  const cursors = new Map<number, string>();
  return {
    cursorOf: (page) => (page <= 1 ? undefined : cursors.get(page)),
    remember(page, cursor, nextCursor) {
      if (cursor && page > 1) cursors.set(page, cursor);
      if (nextCursor) cursors.set(page + 1, nextCursor);
      else cursors.delete(page + 1);
    },
  };
}
