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

/** One key range being read: what it kept so far and where it goes on (done when it ended or gave enough). */
interface RangeRead {
  range: Range;
  kept: LibraryItemRecord[];
  cursor?: string;
  done: boolean;
}

/** Reads the next page of a range. */
async function readNextPage(read: RangeRead, search: ItemSearch): Promise<void> {
  const pageSize = search.accept ? filteredSearchPageSize : search.want;
  const found = await queryRecords(libraryItemEntity, { ...read.range, limit: pageSize, ...(read.cursor ? { cursor: read.cursor } : {}) });
  read.kept.push(...(search.accept ? found.items.filter(search.accept) : found.items));
  read.cursor = found.cursor;
  read.done = !found.cursor || read.kept.length >= search.want;
}

const byName = (a: LibraryItemRecord, b: LibraryItemRecord) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * Items of a library whose name, or its text from one of its first words on, starts with the term (any case),
 * that `accept` keeps. The ranges are read in rounds, each round a page of every range still going (the name
 * range first), until every range is done or `itemSearchQueryBudget` Queries are spent: ranges that end early
 * (most word ranges) leave their share to the others.
 */
export async function searchItemsByName(schemaId: string, search: ItemSearch): Promise<ItemSearchResult> {
  const reads: RangeRead[] = rangesOf(schemaId, search.term).map((range) => ({ range, kept: [], done: false }));
  let budget = itemSearchQueryBudget;
  for (let going = reads; going.length > 0 && budget > 0; going = reads.filter((read) => !read.done)) {
    const round = going.slice(0, budget);
    budget -= round.length;
    await Promise.all(round.map((read) => readNextPage(read, search)));
  }
  const [named, ...worded] = reads;
  const seen = new Set<string>();
  const items = [...named!.kept, ...worded.flatMap((read) => read.kept).sort(byName)].filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
  return { items, complete: reads.every((read) => read.done) };
}
