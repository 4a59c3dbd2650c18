import { randomUUID } from 'node:crypto';
import { addFormCommentInputSchema } from '../../../schema/src/inputs/comments';
import { addReplyTo, countComments, findComment, insertComment } from '../../data/comments-repository';
import { threadKeyOf, type FormCommentRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertMayComment, viewableForm } from '../comment-rights';
import { authorOf, commentView } from '../comment-view';
import { tellMentioned } from '../mention-notices';
import { mentionedPeople } from '../mentions';

/** The thread a reply joins: an existing comment that opens one (replies are one level deep). */
async function threadOpener(formId: string, parentId: string): Promise<FormCommentRecord> {
  const parent = await findComment(formId, parentId);
  if (!parent) throw notFound('Comment', parentId);
  if (parent.parentId) {
    const message = 'Reply to the comment that opens the thread: replies have no replies of their own.';
    throw badUserInput(message, { problems: [{ path: 'parentId', message }] });
  }
  return parent;
}

/**
 * addFormComment: a new comment, or a reply. A reply first counts itself on its thread's opener (so an opener with
 * replies is never removed under it; an opener gone meanwhile is NOT_FOUND), then the comment is stored and counted
 * on the form, then the people it mentions are told.
 */
export async function addFormComment(caller: Caller, args: { input?: unknown }, now: () => string) {
  const input = parseInput(addFormCommentInputSchema, args.input);
  const commented = await viewableForm(caller, input.formId);
  await assertMayComment(caller, commented);
  const parent = input.parentId ? await threadOpener(input.formId, input.parentId) : undefined;
  const people = await mentionedPeople(commented.form, input.mentions);
  const id = randomUUID();
  const createdAt = now();
  if (parent && !(await addReplyTo(input.formId, parent.id))) throw notFound('Comment', parent.id);
  const comment: FormCommentRecord = {
    formId: input.formId,
    id,
    ...(parent ? { parentId: parent.id } : {}),
    threadKey: parent ? parent.threadKey : threadKeyOf(createdAt, id),
    author: authorOf(caller),
    body: input.body,
    mentions: people.map(({ userId, name }) => ({ userId, name })),
    createdAt,
    version: 1,
    replyCount: 0,
  };
  await insertComment(comment);
  await countComments(input.formId, 1);
  await tellMentioned(people, comment, commented.form, createdAt);
  return commentView(comment, caller);
}
