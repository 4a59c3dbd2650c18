import { commentPageSizes, formCommentSummaryArgsSchema, formCommentsArgsSchema } from '../../../schema/src/inputs/comments';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { commentCountOf, commentListRange, pageComments } from '../../data/comments-repository';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';
import { mayCommentOn, viewableForm } from '../comment-rights';
import { commentView } from '../comment-view';

/** formCommentSummary: what the form's Comments button needs (its viewers): on or off, may comment, how many. */
export async function formCommentSummary(caller: Caller, args: unknown) {
  const { formId } = parseInput(formCommentSummaryArgsSchema, args);
  const commented = await viewableForm(caller, formId);
  const allowComments = commented.template.allowComments;
  const [canComment, total] = await Promise.all([mayCommentOn(caller, commented), allowComments ? commentCountOf(formId) : 0]);
  return { formId, allowComments, canComment, total, campusCode: commented.form.campusCode };
}

/**
 * formComments: one page of the form's comments in list order (its viewers): one Query of the form's key range
 * from the cursor, the total from the counter.
 */
export async function formComments(caller: Caller, args: unknown) {
  const { formId, size, cursor } = parseInput(formCommentsArgsSchema, args);
  const commented = await viewableForm(caller, formId);
  const range = commentListRange(formId);
  const scope = { list: 'formComments', scope: formId };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  if (!commented.template.allowComments) return { comments: [], nextCursor: null, total: 0, allowComments: false, canComment: false };
  const request = normalizePageRequest(1, size, commentPageSizes);
  const [page, total, canComment] = await Promise.all([pageComments(formId, request.size, after), commentCountOf(formId), mayCommentOn(caller, commented)]);
  return {
    comments: page.comments.map((comment) => commentView(comment, caller)),
    nextCursor: nextCursorOf(scope, page.next),
    total,
    allowComments: true,
    canComment,
  };
}
