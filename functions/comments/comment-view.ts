import type { CommentPersonRecord, FormCommentRecord } from '../data/entities';
import type { Caller } from '../shared/caller';

const personView = (person: CommentPersonRecord) => ({ id: person.userId, name: person.name });

/** A comment as the API answers it: a deleted one without its text or mentions. */
export function commentView(comment: FormCommentRecord, caller: Caller) {
  const deleted = Boolean(comment.deletedAt);
  return {
    id: comment.id,
    formId: comment.formId,
    parentId: comment.parentId ?? null,
    author: personView(comment.author),
    body: deleted ? null : (comment.body ?? null),
    mentions: deleted ? [] : comment.mentions.map(personView),
    createdAt: comment.createdAt,
    editedAt: comment.editedAt ?? null,
    deleted,
    version: comment.version,
    replyCount: Math.max(0, comment.replyCount),
    mine: comment.author.userId === caller.userId,
  };
}

/** The caller as a comment names its author. */
export function authorOf(caller: Caller): CommentPersonRecord {
  return { userId: caller.userId, name: `${caller.firstName} ${caller.lastName}`.trim() || caller.email || caller.userId };
}
