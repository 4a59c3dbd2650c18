import { formEntity, type FormRecord, type ResponseRecord } from '../data/entities';
import type { DynamoItem } from '../data/entity';
import { responsesOfItem } from '../data/form-answers-repository';
import { readRange, readRequestedPage, type RangePage, type RangePosition } from '../data/key-range-pages';
import { ownedFormsRange } from '../data/owner-ranges';

/** A listed form with its answers: the owner index projects the whole form item, answers map included. */
export interface OwnedForm {
  form: FormRecord;
  responses: ResponseRecord[];
}

const formsAmong = (items: DynamoItem[]): OwnedForm[] =>
  items.filter((item) => item.entity === formEntity.name).map((item) => {
    const form = formEntity.fromItem(item);
    return { form, responses: responsesOfItem(form.id, item) };
  });

/** A user's `count` newest forms (Recents reads 25): one Query. */
export async function listNewestOwnedForms(userId: string, count: number): Promise<OwnedForm[]> {
  return formsAmong((await readRange(ownedFormsRange(userId), count)).items);
}

/** One page of a user's forms, newest first, and where the next starts (absent on the last page). */
export async function ownedFormsPage(
  userId: string,
  request: { page: number; size: number },
  after?: RangePosition,
): Promise<{ forms: OwnedForm[]; next?: RangePage['next'] }> {
  const page = await readRequestedPage(ownedFormsRange(userId), request, after);
  return { forms: formsAmong(page.items), ...(page.next ? { next: page.next } : {}) };
}
