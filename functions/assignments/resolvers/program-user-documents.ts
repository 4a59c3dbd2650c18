import { programUserDocumentsArgsSchema } from '../../../schema/src/inputs/assignments';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { readFormCount } from '../../data/form-counters';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { ownedFormsRange } from '../../data/owner-ranges';
import { findUser } from '../../data/people-repository';
import { documentViews } from '../../documents/document-views';
import { ownedFormsPage } from '../../documents/owned-forms';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';
import { adminProgram } from '../program-access';

/**
 * programUserDocuments: the user documents page. A user's forms, newest first, one page from their owner index
 * (one Query and their counter, whatever their number), each marked whether the caller (a program admin) may view
 * it in its status. A form the caller may not view keeps only its autoId, status and dates: its name is withheld.
 */
export async function programUserDocuments(caller: Caller, args: unknown) {
  const { programId, userId, page, size, cursor } = parseInput(programUserDocumentsArgsSchema, args ?? {});
  await adminProgram(caller, programId, 'rollout-user-documents');
  const user = await findUser(userId);
  if (!user) throw notFound('User', userId);
  const request = normalizePageRequest(page, size);
  const scope = { list: 'programUserDocuments', scope: userId };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(ownedFormsRange(userId), position));
  const [found, total] = await Promise.all([ownedFormsPage(userId, request, after), readFormCount({ kind: 'owner', userId })]);
  const docs = (await documentViews(caller, found.forms)).map((doc) => (doc.canView ? doc : { ...doc, name: doc.autoId ?? 'Document' }));
  return {
    user: { userId: user.userId, firstName: user.firstName, lastName: user.lastName, email: user.email, campusCode: user.campusCode },
    docs,
    meta: { ...request, total, nextCursor: nextCursorOf(scope, found.next) },
  };
}
