import type { FormRecord, UserRecord } from '../data/entities';
import { findUsers } from '../data/people-repository';
import { userObject } from '../authz/checks';
import { authorization } from '../authz/service';
import { formFacts, formObject } from '../forms/document-role-tuples';
import { badUserInput } from '../shared/errors';

/** A person a comment mentions: how the comment names them, and where they are told. */
export interface MentionedPerson {
  userId: string;
  name: string;
  email: string;
  active: boolean;
}

const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim() || user.email || user.userId;

const refused = (message: string) => badUserInput(message, { problems: [{ path: 'mentions', message }] });

/**
 * The people a comment mentions, as the platform knows them. Each must be a user of the platform (BAD_USER_INPUT
 * naming an unknown id) who may view the form in its status, asked as them (can_view with the form item's facts).
 * Someone who may not is refused by name, and nobody is told: a mention never shows a form, or that it exists, to
 * someone it is hidden from (docs/decisions.md comments17).
 */
export async function mentionedPeople(form: FormRecord, userIds: readonly string[]): Promise<MentionedPerson[]> {
  if (userIds.length === 0) return [];
  const users = new Map((await findUsers([...userIds])).map((user) => [user.userId, user]));
  const unknown = userIds.find((userId) => !users.has(userId));
  if (unknown) throw refused(`Person ${unknown} was not found.`);
  const people = userIds.map((userId) => users.get(userId)!);
  const facts = formFacts(form);
  const allowed = await authorization().batchCheck(
    people.map((user) => ({ user: userObject(user.userId), relation: 'can_view', object: formObject(form.id), context: { status: form.status }, facts })),
  );
  const hidden = people.filter((_, index) => !allowed[index]).map(nameOf);
  if (hidden.length) throw refused(`${hidden.join(', ')} cannot open this form, so ${hidden.length === 1 ? 'they' : 'those people'} cannot be mentioned.`);
  return people.map((user) => ({ userId: user.userId, name: nameOf(user), email: user.email, active: user.status !== 'INACTIVE' }));
}
