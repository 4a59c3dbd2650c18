import {
  commentListPrefix,
  formCommentCounterEntity,
  formCommentEntity,
  formCommentsPartition,
  type CommentPersonRecord,
  type FormCommentCounterRecord,
  type FormCommentRecord,
} from './entities';
import { deleteItem } from './item-operations';
import { readRangePage, type KeyRange, type RangePosition } from './key-range-pages';
import { ConditionFailed, getRecord, saveRecord, updateExistingRecord, updateRecord, versionIs, type UpdateChanges } from './store';

/**
 * The comments of forms (docs/data-model.md, "Form comments"). Every change is one conditional write of one
 * comment; a reply first adds to its thread opener's `replyCount` (so an opener with replies is never removed),
 * and the form's counter follows each add and delete with an atomic ADD.
 */

const commentKey = (formId: string, id: string) => formCommentEntity.key({ formId, id } as FormCommentRecord);
const counterKey = (formId: string) => formCommentCounterEntity.key({ formId } as FormCommentCounterRecord);

const notDeleted = { expression: 'attribute_not_exists(#c_deleted)', names: { '#c_deleted': 'deletedAt' } };

/** Both conditions at once (each keeps its own placeholders). */
function both(a: NonNullable<UpdateChanges['condition']>, b: NonNullable<UpdateChanges['condition']>): NonNullable<UpdateChanges['condition']> {
  return { expression: `(${a.expression}) AND (${b.expression})`, names: { ...a.names, ...b.names }, values: { ...a.values, ...b.values } };
}

/** A comment by id, read consistently (every change is decided on what it reads). */
export const findComment = (formId: string, id: string) => getRecord(formCommentEntity, commentKey(formId, id), true);

/** Stores a new comment (ConditionFailed if its id is taken). */
export const insertComment = (comment: FormCommentRecord) => saveRecord(formCommentEntity, comment, { mustNotExist: true });

/**
 * Counts a new reply on its thread's opening comment, which must still exist and open a thread: answers the opener
 * as it is now, or undefined when it went meanwhile.
 */
export async function addReplyTo(formId: string, parentId: string): Promise<FormCommentRecord | undefined> {
  try {
    return await updateExistingRecord(formCommentEntity, commentKey(formId, parentId), {
      add: { replyCount: 1 },
      condition: { expression: 'attribute_not_exists(#c_parent)', names: { '#c_parent': 'parentId' } },
    });
  } catch (error) {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
}

/**
 * Takes a removed reply off its opener's count. A deleted opener whose last reply this was has nothing left to show:
 * it is removed too (only while it is still deleted and without replies). Answers whether it was removed.
 */
export async function takeReplyFrom(formId: string, parentId: string): Promise<boolean> {
  let parent: FormCommentRecord;
  try {
    parent = await updateExistingRecord(formCommentEntity, commentKey(formId, parentId), { add: { replyCount: -1 } });
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
  if (!parent.deletedAt || parent.replyCount > 0) return false;
  try {
    await deleteItem(commentKey(formId, parentId), {
      condition: { expression: 'attribute_exists(#c_deleted) AND #c_replies <= :c_none', names: { '#c_deleted': 'deletedAt', '#c_replies': 'replyCount' }, values: { ':c_none': 0 } },
    });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** The changed text and mentions of a comment not deleted and still at `expectedVersion` (ConditionFailed otherwise). */
export function editComment(
  comment: Pick<FormCommentRecord, 'formId' | 'id'>,
  change: { body: string; mentions: CommentPersonRecord[]; editedAt: string },
  expectedVersion: number,
): Promise<FormCommentRecord> {
  return updateExistingRecord(formCommentEntity, commentKey(comment.formId, comment.id), {
    set: { body: change.body, mentions: change.mentions, editedAt: change.editedAt, version: expectedVersion + 1 },
    condition: both(versionIs(expectedVersion), notDeleted),
  });
}

/**
 * Removes a comment still at `expectedVersion` that has no replies; false, and nothing removed, when it changed,
 * went, or was replied to meanwhile.
 */
export async function removeComment(comment: Pick<FormCommentRecord, 'formId' | 'id'>, expectedVersion: number): Promise<boolean> {
  const noReplies = { expression: '#c_replies <= :c_none', names: { '#c_replies': 'replyCount' }, values: { ':c_none': 0 } };
  try {
    return Boolean(await deleteItem(commentKey(comment.formId, comment.id), { mustExist: true, condition: both(both(versionIs(expectedVersion), notDeleted), noReplies) }));
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Keeps a comment with replies as deleted: its text and mentions go (ConditionFailed when it changed meanwhile). */
export function markCommentDeleted(comment: Pick<FormCommentRecord, 'formId' | 'id'>, expectedVersion: number, deletedAt: string): Promise<FormCommentRecord> {
  return updateExistingRecord(formCommentEntity, commentKey(comment.formId, comment.id), {
    set: { deletedAt, mentions: [], version: expectedVersion + 1 },
    remove: ['body'],
    condition: both(versionIs(expectedVersion), notDeleted),
  });
}

/** Adds `delta` to a form's comment counter (one atomic ADD; the counter is made by its first add). */
export async function countComments(formId: string, delta: number): Promise<void> {
  await updateRecord(formCommentCounterEntity, counterKey(formId), { add: { count: delta }, setIfMissing: { formId } });
}

/** How many comments a form has (its counter; 0 before the first). */
export async function commentCountOf(formId: string): Promise<number> {
  const counter = await getRecord(formCommentCounterEntity, counterKey(formId));
  return Math.max(0, counter?.count ?? 0);
}

/** A form's comments in list order: threads newest first, each with its replies oldest first. */
export const commentListRange = (formId: string): KeyRange => ({
  index: formCommentEntity.definition.indexes!.inThreadOrder.index,
  pk: formCommentsPartition(formId),
  prefix: commentListPrefix,
  ascending: true,
});

/** One page of a form's comments (one Query), and where the next starts. */
export async function pageComments(formId: string, size: number, after?: RangePosition) {
  const page = await readRangePage(commentListRange(formId), size, after);
  return { comments: page.items.map((item) => formCommentEntity.fromItem(item)), next: page.next };
}
