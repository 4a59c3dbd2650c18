import { z } from 'zod';
import type { DynamoItem } from './entity';
import { encodeCursor, queryItems } from './store';
import { indexKeyAttributes, tableLayout, type GenericIndexName } from './table-layout';

/**
 * Pages of one key range of an index (a partition and a sort-key prefix), newest first: the lists of a
 * caller's own things. A page is one Query whatever the partition holds; a range is a key condition, never a
 * filter, so a page of 25 reads 25 items (and one to look ahead).
 */

/** A key range: an index partition and the sort-key prefix every item of the list has. */
export interface KeyRange {
  index: GenericIndexName;
  pk: string;
  prefix: string;
  /** Read in sort-key order (A to Z) instead of newest first: directories listed by name. */
  ascending?: boolean;
}

/**
 * Where a page ended: the last item's table key and index sort key. The index partition is not in it: the
 * server takes it from the range, so a position can only point inside the caller's own range.
 */
export interface RangePosition {
  pk: string;
  sk: string;
  isk: string;
}

const keyText = z.string().min(1).max(400);

/** The shape of a position inside a cursor. */
export const rangePositionSchema = z.object({ pk: keyText, sk: keyText, isk: keyText }).strict();

/** Whether a position read from a cursor lies inside `range` (DynamoDB refuses a start key outside it). */
export const isInRange = (range: KeyRange, position: RangePosition) => position.isk.startsWith(range.prefix);

/** The position just after `item` in `range`. */
export function positionAfter(range: KeyRange, item: DynamoItem): RangePosition {
  const { sortKey } = indexKeyAttributes(range.index);
  return { pk: String(item[tableLayout.partitionKey]), sk: String(item[tableLayout.sortKey]), isk: String(item[sortKey]) };
}

function startKey(range: KeyRange, position: RangePosition) {
  const keys = indexKeyAttributes(range.index);
  return encodeCursor({
    [tableLayout.partitionKey]: position.pk,
    [tableLayout.sortKey]: position.sk,
    [keys.partitionKey]: range.pk,
    [keys.sortKey]: position.isk,
  });
}

/** Items read from a range, and whether more follow them. */
export interface RangeRead {
  items: DynamoItem[];
  more: boolean;
}

/**
 * Up to `count` items of `range` after `after` (from its newest when absent), newest first. One Query, unless
 * DynamoDB's 1 MB page limit cuts it short: then it reads on until it has `count` or the range ends.
 */
export async function readRange(range: KeyRange, count: number, after?: RangePosition): Promise<RangeRead> {
  const items: DynamoItem[] = [];
  let cursor = after ? startKey(range, after) : undefined;
  do {
    const page = await queryItems({ index: range.index, pk: range.pk, skBeginsWith: range.prefix, descending: !range.ascending, limit: count - items.length, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < count);
  return { items, more: Boolean(cursor) };
}

/** A page of a range: its items and the position after its last one when more follow. */
export interface RangePage {
  items: DynamoItem[];
  next?: RangePosition;
}

/**
 * One page of `size` items after `after`, reading one more to know whether another page follows (so the last
 * page has no next position, even when it is exactly full).
 */
export async function readRangePage(range: KeyRange, size: number, after?: RangePosition): Promise<RangePage> {
  const read = await readRange(range, size + 1, after);
  const items = read.items.slice(0, size);
  const last = items.at(-1);
  return read.items.length > size && last ? { items, next: positionAfter(range, last) } : { items };
}

/**
 * The position where page `page` starts when no cursor says so (a deep link): walks the range from its newest
 * item, (page - 1) * size items, so its cost grows with the page number. Undefined for page 1 or when the
 * range is shorter (the page is then empty).
 */
export async function walkToPage(range: KeyRange, page: number, size: number): Promise<RangePosition | 'end' | undefined> {
  if (page <= 1) return undefined;
  const skipped = await readRange(range, (page - 1) * size);
  const last = skipped.items.at(-1);
  if (skipped.items.length < (page - 1) * size || !last) return 'end';
  return positionAfter(range, last);
}

/**
 * The page a list request asks for: from `after` (a cursor's position) when given, else page `page` found by
 * walking from the start ({@link walkToPage}; page 1 costs nothing extra).
 */
export async function readRequestedPage(range: KeyRange, request: { page: number; size: number }, after?: RangePosition): Promise<RangePage> {
  if (after) return readRangePage(range, request.size, after);
  const start = await walkToPage(range, request.page, request.size);
  return start === 'end' ? { items: [] } : readRangePage(range, request.size, start);
}
