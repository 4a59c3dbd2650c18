import {
  formEntity,
  storeEntity,
  workspaceItemEntity,
  type FormRecord,
  type StoreRecord,
  type WorkspaceItemRecord,
} from './entities';
import type { DynamoItem } from './entity';
import { positionAfter, readRange, type KeyRange, type RangePosition, type RangeRead } from './key-range-pages';
import { ownedFormsRange, ownedWorkspaceItemsRange } from './owner-ranges';
import { queryRecords } from './store';
import { mergeNewestFirst } from '../../schema/src/paging/merge-newest-first';

export async function listStoresOfCampus(campusCode: string): Promise<StoreRecord[]> {
  return (await queryRecords(storeEntity, { index: 'gsi1', pk: `CAMPUS#${campusCode}`, skBeginsWith: 'STORE#', limit: 200 })).items;
}

/** What a user owns, newest first: their forms and their workspace items share one index partition. */
export type OwnedItem = { kind: 'form'; form: FormRecord } | { kind: 'workspace'; item: WorkspaceItemRecord };

/** Where a workspace page starts in each of its two ranges: from the top, after an item, or past the end. */
export type SourcePosition = 'start' | 'end' | RangePosition;

/** Where a workspace page starts: in the forms range and in the workspace items range. */
export interface WorkspacePosition {
  forms: SourcePosition;
  items: SourcePosition;
}

async function readSource(range: KeyRange, position: SourcePosition, count: number): Promise<RangeRead> {
  if (position === 'end') return { items: [], more: false };
  return readRange(range, count, position === 'start' ? undefined : position);
}

/** After taking `taken` of the items read from `position`: where that source goes on. */
function advance(range: KeyRange, position: SourcePosition, read: RangeRead, taken: number): SourcePosition {
  const last: DynamoItem | undefined = read.items[taken - 1];
  if (!last) return position;
  return taken === read.items.length && !read.more ? 'end' : positionAfter(range, last);
}

/**
 * `count` owned items from `from`, newest start first: the forms range and the workspace items range read
 * side by side (one Query each, `count` + 1 items to look ahead) and merged. Answers where the next page starts
 * (undefined when nothing follows).
 */
export async function mergedOwnedItems(userId: string, from: WorkspacePosition, count: number): Promise<{ items: OwnedItem[]; next?: WorkspacePosition }> {
  const formsRange = ownedFormsRange(userId);
  const itemsRange = ownedWorkspaceItemsRange(userId);
  const [forms, items] = await Promise.all([readSource(formsRange, from.forms, count + 1), readSource(itemsRange, from.items, count + 1)]);
  const merged = mergeNewestFirst(forms, items, count, { first: (item) => String(item.createdDate), second: (item) => String(item.startDate) });
  const owned = merged.items.map((item): OwnedItem =>
    item.entity === formEntity.name ? { kind: 'form', form: formEntity.fromItem(item) } : { kind: 'workspace', item: workspaceItemEntity.fromItem(item) },
  );
  if (!merged.more) return { items: owned };
  return { items: owned, next: { forms: advance(formsRange, from.forms, forms, merged.taken[0]), items: advance(itemsRange, from.items, items, merged.taken[1]) } };
}

/**
 * One workspace page: from the cursor's position when given, else page `page` found by walking from the start
 * (the walk reads (page - 1) * size items of each range: a deep link's cost).
 */
export async function workspacePage(userId: string, request: { page: number; size: number }, after?: WorkspacePosition) {
  let from: WorkspacePosition = after ?? { forms: 'start', items: 'start' };
  if (!after && request.page > 1) {
    const skipped = await mergedOwnedItems(userId, from, (request.page - 1) * request.size);
    if (!skipped.next) return { items: [] };
    from = skipped.next;
  }
  return mergedOwnedItems(userId, from, request.size);
}
