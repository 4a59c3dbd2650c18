import { z } from 'zod';
import { cursorArgSchema } from '../paging/list-cursor';
import { idSchema } from './forms';

/** The longest comment accepted, in characters (after trimming): a note, not a document. */
export const maxCommentLength = 2000;

/** The most people one comment may mention (each gets a mail and an action item). */
export const maxMentions = 10;

/** Page sizes of a form's comments; anything else falls back to the first. */
export const commentPageSizes = [20, 50, 100] as const;

/** A comment's text: plain, trimmed, 1 to maxCommentLength characters. */
export const commentBodySchema = z
  .string()
  .trim()
  .min(1, 'Write a comment first')
  .max(maxCommentLength, `A comment is at most ${maxCommentLength} characters`);

/** The people a comment mentions: user ids, each once, at most maxMentions. */
export const mentionsSchema = z
  .array(idSchema)
  .max(maxMentions, `A comment mentions at most ${maxMentions} people`)
  .nullish()
  .transform((ids) => [...new Set(ids ?? [])]);

/** formCommentSummary(formId). */
export const formCommentSummaryArgsSchema = z.object({ formId: idSchema });

/** formComments(formId, size, cursor). */
export const formCommentsArgsSchema = z.object({ formId: idSchema, size: z.number().int().nullish(), cursor: cursorArgSchema });

/** addFormComment's input: a comment, or a reply to `parentId`. */
export const addFormCommentInputSchema = z.strictObject({
  formId: idSchema,
  parentId: idSchema.nullish(),
  body: commentBodySchema,
  mentions: mentionsSchema,
});
export type AddFormCommentInput = z.infer<typeof addFormCommentInputSchema>;

const versionSchema = z.number().int().min(1);

/** editFormComment's input: the new text and mentions, at the version the caller saw. */
export const editFormCommentInputSchema = z.strictObject({
  formId: idSchema,
  commentId: idSchema,
  expectedVersion: versionSchema,
  body: commentBodySchema,
  mentions: mentionsSchema,
});
export type EditFormCommentInput = z.infer<typeof editFormCommentInputSchema>;

/** deleteFormComment's input, at the version the caller saw. */
export const deleteFormCommentInputSchema = z.strictObject({ formId: idSchema, commentId: idSchema, expectedVersion: versionSchema });
