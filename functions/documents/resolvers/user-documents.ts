import { noArgsSchema, userDocumentsArgsSchema } from '../../../schema/src/documents/documents-args';
import { pickRecentDocuments, recentsScanLimit } from '../../../schema/src/documents/recent-documents';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { documentViews } from '../document-views';
import { listOwnedForms } from '../owned-forms';

/**
 * The All documents table: the caller's own forms, newest first, one page (size 25, 50 or 100, else 25). Only
 * the caller's forms are read (their owner index partition); canView marks the ones their status hides.
 */
export async function userDocuments(caller: Caller, args: unknown) {
  const { page, size } = parseInput(userDocumentsArgsSchema, args ?? {});
  const request = normalizePageRequest(page, size);
  const forms = await listOwnedForms(caller.userId);
  return { docs: await documentViews(caller, pageOf(forms, request)), meta: { ...request, total: forms.length } };
}

/** Recents: of the caller's latest 25 forms, the 8 saved last, newest change first. */
export async function recentDocuments(caller: Caller, args: unknown) {
  parseInput(noArgsSchema, args ?? {});
  const latest = await documentViews(caller, await listOwnedForms(caller.userId, recentsScanLimit));
  return pickRecentDocuments(latest);
}
