import type { PageRequest } from '../../../schema/src/paging/page-request';
import type { FormRecord, TemplateGroupRecord } from '../../data/entities';
import { readFormCount } from '../../data/form-counters';
import { readGroupForms, type GroupFormPosition } from '../../data/template-group-forms';
import type { Caller } from '../../shared/caller';
import { badUserInput } from '../../shared/errors';
import { viewableEach } from '../form-access';
import { gatherPage, type GatheredPage, type PageSource, type ReadBudget } from './collect-page';
import { decodeGroupCursor, encodeGroupCursor } from './group-cursor';
import { coveredByGroupAdmin, seesWholeGroup } from './whole-group-viewer';

/** One page of a group's forms for one caller, with its total and the cursor of the next page. */
export interface GroupFormPage {
  forms: FormRecord[];
  total: number;
  /** True when `total` counts only the forms found so far (more may follow: nextCursor). */
  partialTotal: boolean;
  nextCursor: string | null;
}

/** Reads of the group's index one page may spend, for those who see all of it and for those who see some. */
const wholeGroupReads = 3;
const someOfGroupReads = 4;
/** Forms examined per read for a caller who sees some of the group (fixed: the read does not grow with the group). */
const someOfGroupReadSize = 100;
/** A deep link without a cursor walks from the start, at most this many pages. */
export const maxWalkedPages = 40;

const placeOf = (form: FormRecord): GroupFormPosition => ({ createdDate: form.createdDate, id: form.id });

function sourceFor(caller: Caller, group: TemplateGroupRecord, whole: boolean): PageSource<FormRecord, GroupFormPosition> {
  const read = async (after: GroupFormPosition | undefined, limit: number) => {
    const { forms, more } = await readGroupForms(group.groupId, { limit, ...(after ? { after } : {}) });
    return { items: forms, more };
  };
  if (!whole) return { read, keep: (forms) => viewableEach(caller, forms), placeOf };
  const keep = async (forms: FormRecord[]) => {
    // Forms the group-wide answer does not cover (none, as forms are placed today) are checked one by one.
    const uncovered = forms.filter((form) => !coveredByGroupAdmin(group, form));
    const viewable = new Map((await viewableEach(caller, uncovered)).map((allowed, index) => [uncovered[index]?.id, allowed]));
    return forms.map((form) => coveredByGroupAdmin(group, form) || viewable.get(form.id) === true);
  };
  return { read, keep, placeOf };
}

/** Where the asked page starts: the cursor's place, or for a deep link without one, the place found by walking. */
async function startOf(source: PageSource<FormRecord, GroupFormPosition>, budget: ReadBudget, group: TemplateGroupRecord, request: PageRequest & { cursor?: string | null }) {
  if (request.cursor) {
    const cursor = decodeGroupCursor(request.cursor, group.groupId);
    return { after: cursor.after as GroupFormPosition | undefined, seen: cursor.seen, ended: false };
  }
  if (request.page - 1 > maxWalkedPages) {
    throw badUserInput(`page: a link to page ${request.page} needs its cursor (pages after ${maxWalkedPages + 1} are reached by following the list).`);
  }
  let after: GroupFormPosition | undefined;
  let seen = 0;
  for (let page = 1; page < request.page; page += 1) {
    const walked = await gatherPage(source, budget, after);
    seen += walked.items.length;
    if (!walked.next) return { after, seen, ended: true };
    after = walked.next;
  }
  return { after, seen, ended: false };
}

/**
 * The caller's page of a template group's forms, newest first. Callers who may view the whole group (its program's
 * or campus's admins) read the group's index directly, one Query a page, with the group's counter as the total.
 * Everyone else gets the forms they may view among a fixed number of index reads: a full page, or a short one with
 * a cursor to go on from, and a running total (exact once the last page is reached).
 */
export async function groupFormPage(caller: Caller, group: TemplateGroupRecord, request: PageRequest & { cursor?: string | null }): Promise<GroupFormPage> {
  const whole = await seesWholeGroup(caller, group);
  const source = sourceFor(caller, group, whole);
  const budget = whole
    ? { size: request.size, readSize: request.size + 1, maxReads: wholeGroupReads }
    : { size: request.size, readSize: someOfGroupReadSize, maxReads: someOfGroupReads };
  const start = await startOf(source, budget, group, request);
  const nothingLeft: GatheredPage<FormRecord, GroupFormPosition> = { items: [] };
  const [page, counted] = await Promise.all([
    start.ended ? nothingLeft : gatherPage(source, budget, start.after),
    whole ? readFormCount({ kind: 'templateGroup', groupId: group.groupId }) : undefined,
  ]);
  const seen = start.seen + page.items.length;
  const nextCursor = page.next ? encodeGroupCursor({ groupId: group.groupId, after: page.next, seen }) : null;
  if (counted !== undefined) return { forms: page.items, total: counted, partialTotal: false, nextCursor };
  return { forms: page.items, total: seen, partialTotal: nextCursor !== null, nextCursor };
}
