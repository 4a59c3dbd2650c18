import { formEntity, type FormRecord } from '../data/entities';
import type { DynamoItem } from '../data/entity';
import { readRange, readRequestedPage, type RangePage, type RangePosition } from '../data/key-range-pages';
import { ownedFormsRange } from '../data/owner-ranges';

const formsAmong = (items: DynamoItem[]) => items.filter((item) => item.entity === formEntity.name).map((item) => formEntity.fromItem(item));

/** A user's `count` newest forms (Recents reads 25): one Query. */
export async function listNewestOwnedForms(userId: string, count: number): Promise<FormRecord[]> {
  return formsAmong((await readRange(ownedFormsRange(userId), count)).items);
}

/** One page of a user's forms, newest first, and where the next starts (absent on the last page). */
export async function ownedFormsPage(
  userId: string,
  request: { page: number; size: number },
  after?: RangePosition,
): Promise<{ forms: FormRecord[]; next?: RangePage['next'] }> {
  const page = await readRequestedPage(ownedFormsRange(userId), request, after);
  return { forms: formsAmong(page.items), ...(page.next ? { next: page.next } : {}) };
}
