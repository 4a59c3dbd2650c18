/**
 * Pages of a flag's audit trail. The trail is a list kept on the flag, oldest first, that grows by one change per
 * version and drops its oldest beyond a limit. A change's sequence number (the version it made) stays the same as
 * the list grows or drops, so a cursor that names one still means the same place after newer changes arrived.
 */

/** One page of changes, newest first, each with its sequence number; `nextBefore` is where the next page starts. */
export interface HistoryPage<C> {
  items: Array<{ change: C; sequence: number }>;
  nextBefore: number | null;
}

/**
 * The page of `size` changes older than sequence `before` (newest first; all of them without `before`).
 * `version` is the flag's version: the newest change's sequence number.
 */
export function historyPage<C>(changes: readonly C[], version: number, size: number, before?: number): HistoryPage<C> {
  const numbered = changes.map((change, index) => ({ change, sequence: version - (changes.length - 1 - index) }));
  const older = numbered.filter((entry) => before === undefined || entry.sequence < before).reverse();
  const items = older.slice(0, size);
  const last = items.at(-1);
  return { items, nextBefore: older.length > size && last ? last.sequence : null };
}
