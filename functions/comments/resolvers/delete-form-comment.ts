import { deleteFormCommentInputSchema } from '../../../schema/src/inputs/comments';
import { countComments, findComment, markCommentDeleted, removeComment, takeReplyFrom } from '../../data/comments-repository';
import type { FormCommentRecord } from '../../data/entities';
import { ConditionFailed } from '../../data/store';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertMayComment, viewableForm } from '../comment-rights';
import { commentView } from '../comment-view';
import { ownComment, staleComment, staleCommentNow } from './own-comment';

/** Keeps a comment with replies as deleted (CONFLICT when it changed meanwhile). */
async function keepAsDeleted(caller: Caller, comment: FormCommentRecord, expectedVersion: number, now: string) {
  try {
    return await markCommentDeleted(comment, expectedVersion, now);
  } catch (error) {
    if (error instanceof ConditionFailed) throw await staleCommentNow(caller, comment.formId, comment.id);
    throw error;
  }
}

/**
 * deleteFormComment: the caller's own comment, while they may comment on the form, at the version they saw. A
 * comment without replies goes (a reply is also taken off its opener's count, and a deleted opener left without
 * replies goes with it); one replied to meanwhile, or before, stays as deleted. Only the write that deleted it
 * takes it off the form's counter.
 */
export async function deleteFormComment(caller: Caller, args: { input?: unknown }, now: () => string) {
  const input = parseInput(deleteFormCommentInputSchema, args.input);
  const commented = await viewableForm(caller, input.formId);
  const current = await ownComment(caller, input.formId, input.commentId);
  await assertMayComment(caller, commented);
  if (current.deletedAt || current.version !== input.expectedVersion) throw staleComment(current, caller);
  const removedIds: string[] = [];
  let kept: FormCommentRecord | undefined;
  if (current.replyCount <= 0 && (await removeComment(current, input.expectedVersion))) {
    removedIds.push(current.id);
    if (current.parentId && (await takeReplyFrom(current.formId, current.parentId))) removedIds.push(current.parentId);
  } else {
    // It has replies, or the removal's condition failed (replied to, changed or gone meanwhile): look again.
    const fresh = current.replyCount > 0 ? current : await findComment(input.formId, input.commentId);
    if (!fresh) throw notFound('Comment', input.commentId);
    if (fresh.deletedAt || fresh.version !== input.expectedVersion) throw staleComment(fresh, caller);
    kept = await keepAsDeleted(caller, fresh, input.expectedVersion, now());
  }
  await countComments(input.formId, -1);
  return { commentId: current.id, comment: kept ? commentView(kept, caller) : null, removedIds };
}
