import { randomUUID } from 'node:crypto';
import type { Recipient } from '../../schema/src/notifications/recipients';
import type { FormRecord } from '../data/entities';
import { completeTodo, listOpenTodos, putTodo } from '../data/notifications-repository';

/** The link a TODO opens: the form in the app. */
export const todoLink = (formId: string) => `/form/${formId}`;

/**
 * Puts one TODO in the Action Items of each recipient who is a user; answers whose. Given the send's `id`, each
 * TODO's id follows from it and the user, so sending again rewrites the same TODOs.
 */
export async function sendTodos(
  form: Pick<FormRecord, 'id' | 'status' | 'autoId'>,
  recipients: Recipient[],
  { title, description, now, id }: { title: string; description: string; now: string; id?: string },
): Promise<string[]> {
  const userIds = [...new Set(recipients.flatMap((recipient) => (recipient.userId ? [recipient.userId] : [])))];
  for (const userId of userIds) {
    const reminderId = id ? `${id}-${userId}` : randomUUID();
    await putTodo(
      { id: reminderId, userId, title, ...(description ? { description } : {}), link: todoLink(form.id), ...(form.autoId ? { formAutoId: form.autoId } : {}), createdDate: now },
      { formId: form.id, reminderId, userId, reminderCreatedDate: now, formStatus: form.status },
    );
  }
  return userIds;
}

/**
 * Completes the open TODOs of a form sent in another status than `status`: the workflow runtime calls it when
 * the form moves on, so a reminder stays only while the step it asks for is current. Answers how many closed.
 */
export async function completeTodosOfForm(formId: string, status: string, now = new Date().toISOString()): Promise<number> {
  const done = (await listOpenTodos(formId)).filter((todo) => todo.formStatus !== status);
  for (const todo of done) await completeTodo(todo, now);
  return done.length;
}
