/**
 * One page of a list made of two sorted lists (the workspace: the caller's forms and their workspace items,
 * each read from its own key range). Each source gives the items after its own position, newest first; the page
 * takes the newest `size` of both and says how far it went into each, so the next page starts from there.
 */

/** What one source read for the page: its items in order, and whether more follow them. */
export interface SourceRead<T> {
  items: readonly T[];
  more: boolean;
}

/** The merged page: the items, and how many of each source's items it took. */
export interface MergedPage<T> {
  items: T[];
  taken: [number, number];
  /** Items remain after this page in either source. */
  more: boolean;
}

/**
 * The newest `size` items of two sources, each already newest first by `dateOf` (ISO text compares as time).
 * At the same date the first source goes first, so paging is deterministic.
 */
export function mergeNewestFirst<A, B>(
  first: SourceRead<A>,
  second: SourceRead<B>,
  size: number,
  dateOf: { first: (item: A) => string; second: (item: B) => string },
): MergedPage<A | B> {
  const items: Array<A | B> = [];
  let i = 0;
  let j = 0;
  while (items.length < size && (i < first.items.length || j < second.items.length)) {
    const a = first.items[i];
    const b = second.items[j];
    if (a !== undefined && (b === undefined || dateOf.first(a) >= dateOf.second(b))) {
      items.push(a);
      i += 1;
    } else if (b !== undefined) {
      items.push(b);
      j += 1;
    }
  }
  const more = i < first.items.length || j < second.items.length || first.more || second.more;
  return { items, taken: [i, j], more };
}
