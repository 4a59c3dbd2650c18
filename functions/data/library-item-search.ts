import { libraryItemEntity, libraryItemsPartition, libraryItemWordPatterns, libraryItemWordsPartition, nameSortKey, type LibraryItemRecord } from './entities';
import { indexOfPattern } from './entity';
import { queryRecords, type QueryOptions } from './store';

/**
 * The name search of a library's items (a form's library search question): a few bounded key ranges of the
 * item indexes, read at once, whatever the library's size (docs/data-model.md row 37a).
 */

/** The most Queries one search makes, shared among its key ranges: the bound of its cost at any library size. */
export const itemSearchQueryBudget = 10;

/** Items read per Query when a filter decides which to keep (without one, only as many as are wanted). */
export const filteredSearchPageSize = 100;

/** What a search wants: the term, how many items, and, when it filters, which items to keep. */
export interface ItemSearch {
  term: string;
  want: number;
  /** Keeps an item (a question's filters); absent: every item found is kept. */
  accept?: (item: LibraryItemRecord) => boolean;
}

/** What a search found: names starting with the term first, then names with a word starting with it. */
export interface ItemSearchResult {
  items: LibraryItemRecord[];
  /** False when the budget ran out before every range was read to its end or gave enough items. */
  complete: boolean;
}

type Range = Pick<QueryOptions, 'index' | 'pk' | 'skBeginsWith'>;

/** The key ranges of a term: names starting with it and each indexed word position; every item by name when empty. */
function rangesOf(schemaId: string, term: string): Range[] {
  const byName: Range = { index: indexOfPattern(libraryItemEntity, 'byName'), pk: libraryItemsPartition(schemaId) };
  const text = nameSortKey(term);
  if (!text) return [byName];
  const words = libraryItemWordPatterns.map((pattern): Range => ({ index: indexOfPattern(libraryItemEntity, pattern), pk: libraryItemWordsPartition(schemaId), skBeginsWith: text }));
  return [{ ...byName, skBeginsWith: text }, ...words];
}

/** Reads one range a page at a time until it ends, gives `want` kept items, or has used its pages. */
async function readRange(range: Range, search: ItemSearch, pages: number) {
  const pageSize = search.accept ? filteredSearchPageSize : search.want;
  const kept: LibraryItemRecord[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < pages; page += 1) {
    const found = await queryRecords(libraryItemEntity, { ...range, limit: pageSize, ...(cursor ? { cursor } : {}) });
    kept.push(...(search.accept ? found.items.filter(search.accept) : found.items));
    cursor = found.cursor;
    if (!cursor || kept.length >= search.want) return { kept, done: true };
  }
  return { kept, done: false };
}

const byName = (a: LibraryItemRecord, b: LibraryItemRecord) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Items of a library whose name, or its text from one of its first words on, starts with the term (any case),
 * that `accept` keeps: every range is read in parallel, each within its share of `itemSearchQueryBudget`.
 */
export async function searchItemsByName(schemaId: string, search: ItemSearch): Promise<ItemSearchResult> {
  const ranges = rangesOf(schemaId, search.term);
  const pages = Math.floor(itemSearchQueryBudget / ranges.length);
  const [named, ...worded] = await Promise.all(ranges.map((range) => readRange(range, search, pages)));
  const seen = new Set<string>();
  const items = [...named!.kept, ...worded.flatMap((range) => range.kept).sort(byName)].filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  return { items, complete: [named!, ...worded].every((range) => range.done) };
}
