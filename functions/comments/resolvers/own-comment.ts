import type { FormCommentRecord } from '../../data/entities';
import { findComment } from '../../data/comments-repository';
import type { Caller } from '../../shared/caller';
import { conflict, forbidden, notFound, type AppError } from '../../shared/errors';
import { commentView } from '../comment-view';

/** A comment of the form written by the caller (NOT_FOUND when there is none, FORBIDDEN when it is someone else's). */
export async function ownComment(caller: Caller, formId: string, commentId: string): Promise<FormCommentRecord> {
  const comment = await findComment(formId, commentId);
  if (!comment) throw notFound('Comment', commentId);
  if (comment.author.userId !== caller.userId) throw forbidden('You may change only your own comments.');
  return comment;
}

/** The answer to an edit or delete based on a version that is no longer current: CONFLICT with the comment as it is now. */
export function staleComment(current: FormCommentRecord, caller: Caller): AppError {
  const why = current.deletedAt ? 'was deleted' : 'was changed';
  return conflict(`This comment ${why} meanwhile: look at it again before you change it.`, { current: commentView(current, caller) });
}

/** After a conditional write failed: CONFLICT with the comment as it is now, or NOT_FOUND when it went. */
export async function staleCommentNow(caller: Caller, formId: string, commentId: string): Promise<AppError> {
  const current = await findComment(formId, commentId);
  return current ? staleComment(current, caller) : notFound('Comment', commentId);
}
