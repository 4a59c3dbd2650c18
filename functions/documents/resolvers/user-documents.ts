import { noArgsSchema, userDocumentsArgsSchema } from '../../../schema/src/documents/documents-args';
import { pickRecentDocuments, recentsScanLimit } from '../../../schema/src/documents/recent-documents';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { readFormCount } from '../../data/form-counters';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { ownedFormsRange } from '../../data/owner-ranges';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';
import { documentViews } from '../document-views';
import { listNewestOwnedForms, ownedFormsPage } from '../owned-forms';

/**
 * The All documents table: the caller's own forms, newest first, one page (size 25, 50 or 100, else 25), read
 * from the cursor when there is one. One Query of the caller's forms and their counter, whatever their number;
 * canView marks the ones their status hides.
 */
export async function userDocuments(caller: Caller, args: unknown) {
  const { page, size, cursor } = parseInput(userDocumentsArgsSchema, args ?? {});
  const request = normalizePageRequest(page, size);
  const scope = { list: 'userDocuments', scope: caller.userId };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(ownedFormsRange(caller.userId), position));
  const [found, total] = await Promise.all([ownedFormsPage(caller.userId, request, after), readFormCount({ kind: 'owner', userId: caller.userId })]);
  return { docs: await documentViews(caller, found.forms), meta: { ...request, total, nextCursor: nextCursorOf(scope, found.next) } };
}

/** Recents: of the caller's latest 25 forms, the 8 saved last, newest change first. */
export async function recentDocuments(caller: Caller, args: unknown) {
  parseInput(noArgsSchema, args ?? {});
  const latest = await documentViews(caller, await listNewestOwnedForms(caller.userId, recentsScanLimit));
  return pickRecentDocuments(latest);
}
