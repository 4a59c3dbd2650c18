import { editFormCommentInputSchema } from '../../../schema/src/inputs/comments';
import { editComment } from '../../data/comments-repository';
import { ConditionFailed } from '../../data/store';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { assertMayComment, viewableForm } from '../comment-rights';
import { commentView } from '../comment-view';
import { tellMentioned } from '../mention-notices';
import { mentionedPeople } from '../mentions';
import { ownComment, staleComment, staleCommentNow } from './own-comment';

/**
 * editFormComment: the caller's own comment, while they may comment on the form, at the version they saw (one
 * conditional write; CONFLICT with the current comment otherwise). Only people the edit newly mentions are told.
 */
export async function editFormComment(caller: Caller, args: { input?: unknown }, now: () => string) {
  const input = parseInput(editFormCommentInputSchema, args.input);
  const commented = await viewableForm(caller, input.formId);
  const current = await ownComment(caller, input.formId, input.commentId);
  await assertMayComment(caller, commented);
  if (current.deletedAt || current.version !== input.expectedVersion) throw staleComment(current, caller);
  const people = await mentionedPeople(commented.form, input.mentions);
  const editedAt = now();
  let saved;
  try {
    saved = await editComment(current, { body: input.body, mentions: people.map(({ userId, name }) => ({ userId, name })), editedAt }, input.expectedVersion);
  } catch (error) {
    if (error instanceof ConditionFailed) throw await staleCommentNow(caller, input.formId, input.commentId);
    throw error;
  }
  const before = new Set(current.mentions.map((person) => person.userId));
  await tellMentioned(people.filter((person) => !before.has(person.userId)), saved, commented.form, editedAt);
  return commentView(saved, caller);
}
