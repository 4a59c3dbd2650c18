import type { NotificationTemplateContent, RecipientRoles } from '../../schema/src/notifications/model';
import { uniqueRecipients, type Recipient } from '../../schema/src/notifications/recipients';
import type { FormRecord } from '../data/entities';
import { findUsers } from '../data/people-repository';
import { memberIdsOf, readAll } from '../roles/role-tuples';

/** The authorization object of one form's document role (docs/authorization.md). */
export const formRoleObject = (formId: string, roleId: string) => `form_role:${formId}.${roleId}`;

const userIdsOf = (users: string[]) => users.flatMap((user) => (user.startsWith('user:') && !user.includes('#') && user !== 'user:*' ? [user.slice(5)] : []));

/** The user ids a list's roles name: members of program, campus and shared roles, and of the form's document roles. */
async function memberIds(roles: RecipientRoles, formId: string): Promise<string[]> {
  const roleIds = [...roles.roles, ...roles.sharedRoles];
  const lists = await Promise.all([
    ...roleIds.map((roleId) => memberIdsOf(roleId)),
    ...roles.documentRoles.map(async (roleId) => userIdsOf((await readAll({ object: formRoleObject(formId, roleId), relation: 'member' })).map((tuple) => tuple.user))),
  ]);
  return lists.flat();
}

/** People by id, as recipients (people without a profile or an address are left out). */
async function peopleOf(userIds: string[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const users = new Map((await findUsers(userIds)).map((user) => [user.userId, user]));
  return [...new Set(userIds)].flatMap((userId) => {
    const user = users.get(userId);
    return user?.email && user.status !== 'INACTIVE' ? [{ email: user.email, userId, name: `${user.firstName} ${user.lastName}`.trim() }] : [];
  });
}

/** The to and cc recipients of a notification for a form: addresses, the owner, role members; each once. */
export async function resolveRecipients(
  notification: Pick<NotificationTemplateContent, 'toRecipients' | 'ccRecipients' | 'toOwner' | 'roles'>,
  form: Pick<FormRecord, 'id' | 'owner'>,
): Promise<{ to: Recipient[]; cc: Recipient[] }> {
  const [toMembers, ccMembers] = await Promise.all([memberIds(notification.roles.to, form.id), memberIds(notification.roles.cc, form.id)]);
  const [toPeople, ccPeople] = await Promise.all([peopleOf(toMembers), peopleOf(ccMembers)]);
  const owner: Recipient[] = notification.toOwner && form.owner.email
    ? [{ email: form.owner.email, userId: form.owner.userId, name: `${form.owner.firstName} ${form.owner.lastName}`.trim() }]
    : [];
  const to = uniqueRecipients([...owner, ...toPeople, ...notification.toRecipients.map((email) => ({ email }))]);
  const cc = uniqueRecipients([...ccPeople, ...notification.ccRecipients.map((email) => ({ email }))], to);
  return { to, cc };
}
