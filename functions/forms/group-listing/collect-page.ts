/** How a page is gathered: its size, how many items one read asks for, and how many reads it may spend. */
export interface ReadBudget {
  size: number;
  readSize: number;
  maxReads: number;
}

/** What a page gathering needs: a read of items after a place, and which of the items read the caller may see. */
export interface PageSource<Item, Place> {
  read(after: Place | undefined, limit: number): Promise<{ items: Item[]; more: boolean }>;
  keep(items: Item[]): Promise<boolean[]>;
  placeOf(item: Item): Place;
}

/** A gathered page: the kept items, and the place the next page starts after (none: the list ends here). */
export interface GatheredPage<Item, Place> {
  items: Item[];
  next?: Place;
}

/**
 * Gathers up to `size` kept items after `after`, reading at most `maxReads` times. The page ends:
 * - full, once one more kept item shows there is a next page (it continues after the last item shown);
 * - at the end of the list (no next page);
 * - short, when the budget is spent first: it continues after the last item read, so a caller who may see few of
 *   the list's items gets a bounded answer and a place to go on from, never a read that grows with the list.
 */
export async function gatherPage<Item, Place>(source: PageSource<Item, Place>, budget: ReadBudget, after?: Place): Promise<GatheredPage<Item, Place>> {
  const kept: Item[] = [];
  let place = after;
  for (let reads = 0; reads < budget.maxReads; reads += 1) {
    const { items, more } = await source.read(place, budget.readSize);
    const keep = await source.keep(items);
    for (const [index, item] of items.entries()) {
      if (keep[index] !== true) continue;
      const last = kept.at(-1);
      if (kept.length === budget.size && last !== undefined) return { items: kept, next: source.placeOf(last) };
      kept.push(item);
    }
    const lastRead = items.at(-1);
    if (lastRead !== undefined) place = source.placeOf(lastRead);
    if (!more) return { items: kept };
  }
  return place === undefined ? { items: kept } : { items: kept, next: place };
}
