/**
 * The cursors a paged list has seen, by page size and page (MUI X DataGrid's cursor-based pagination pattern: a
 * map page -> cursor). Page 1 needs none; page N + 1's cursor is page N's nextCursor. A page whose cursor is not
 * known (a reload, then Previous) is asked for by number, which the server answers by walking to it.
 */
export type KnownCursors = ReadonlyMap<string, string>;

const keyOf = (size: number, page: number) => `${size}:${page}`;

/** The cursor that starts `page` at `size`, when this list has seen it. */
export function cursorOfPage(known: KnownCursors, size: number, page: number): string | undefined {
  return page <= 1 ? undefined : known.get(keyOf(size, page));
}

/** `known` with the cursor of `page` at `size` added (unchanged without a cursor, or for page 1). */
export function withPageCursor(known: KnownCursors, size: number, page: number, cursor: string | null | undefined): KnownCursors {
  if (!cursor || page <= 1 || known.get(keyOf(size, page)) === cursor) return known;
  return new Map(known).set(keyOf(size, page), cursor);
}
