import { defineEntity } from '../entity';

/** A person a comment names, with the name they had when it was written. */
export interface CommentPersonRecord {
  userId: string;
  name: string;
}

/**
 * A comment on a form (docs/data-model.md, "Form comments"). One item per comment in the form's comments partition,
 * read and changed by id; its `threadKey` places it in the list. Edits and deletes are conditional on `version`;
 * `replyCount` is an atomic counter on a comment that opens a thread (replies add to it, deleting one takes off).
 */
export interface FormCommentRecord {
  formId: string;
  id: string;
  /** The comment it replies to; absent on a comment that opens a thread. */
  parentId?: string;
  /** The sort key of the thread's opening comment (see threadKeyOf): the thread's place in the list. */
  threadKey: string;
  author: CommentPersonRecord;
  /** Plain text; removed when the comment is deleted. */
  body?: string;
  mentions: CommentPersonRecord[];
  createdAt: string;
  editedAt?: string;
  /** Set when its author deleted it while it had replies: it stays, without text, as "Comment deleted". */
  deletedAt?: string;
  version: number;
  replyCount: number;
}

/** The partition of a form's comments (and of its comment counter). */
export const formCommentsPartition = (formId: string) => `FORMCOMMENTS#${formId}`;

/** The sort-key prefix every comment has in its form's list. */
export const commentListPrefix = 'T#';

// Milliseconds to year 2286: thirteen digits, so the difference sorts newest first as text.
const latestTime = 9_999_999_999_999;

/** The list key of a thread opened at `createdAt` by comment `id`: threads sort newest first. */
export function threadKeyOf(createdAt: string, id: string): string {
  const newestFirst = String(latestTime - Date.parse(createdAt)).padStart(13, '0');
  return `${commentListPrefix}${newestFirst}#${id}`;
}

/** A comment's place in its form's list: a thread's opening comment, then its replies oldest first. */
export const listKeyOf = (comment: Pick<FormCommentRecord, 'threadKey' | 'parentId' | 'createdAt' | 'id'>) =>
  comment.parentId ? `${comment.threadKey}#R#${comment.createdAt}#${comment.id}` : comment.threadKey;

export const formCommentEntity = defineEntity<FormCommentRecord, 'inThreadOrder'>({
  name: 'FormComment',
  key: (c) => ({ pk: formCommentsPartition(c.formId), sk: `COMMENT#${c.id}` }),
  indexes: {
    // One key range per form: every page of the panel is one Query, whatever the form holds.
    inThreadOrder: { index: 'gsi1', key: (c) => ({ pk: formCommentsPartition(c.formId), sk: listKeyOf(c) }) },
  },
});

/** How many comments a form has (deleted ones not counted): an atomic ADD by every add and delete, never a COUNT. */
export interface FormCommentCounterRecord {
  formId: string;
  count: number;
}

export const formCommentCounterEntity = defineEntity<FormCommentCounterRecord>({
  name: 'FormCommentCounter',
  key: (c) => ({ pk: formCommentsPartition(c.formId), sk: 'COUNT' }),
});
