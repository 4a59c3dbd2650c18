import {
  formTodoEntity,
  notificationLogEntity,
  notificationTemplateEntity,
  outboxMailEntity,
  outboxPartition,
  reminderEntity,
  type FormTodoRecord,
  type NotificationLogRecord,
  type NotificationTemplateRecord,
  type OutboxMailRecord,
  type ReminderRecord,
} from './entities';
import { deleteItem } from './item-operations';
import { countOwnerItem } from './owner-counters';
import { closeReminder } from './reminders-repository';
import { ConditionFailed, countItems, getRecord, insertRecord, putRecord, queryRecords, updateExistingRecord, versionIs } from './store';

/**
 * The storage of notifications: templates (one item each, listed by template group), the local outbox, the
 * send log and the TODOs of a form (both in the form's `FORMNOTIFICATIONS#` partition).
 */

/** A stored notification template changed or went away meanwhile. */
export class StaleNotification extends Error {
  override readonly name = 'StaleNotification';
}

const templateKey = (id: string) => notificationTemplateEntity.key({ id } as NotificationTemplateRecord);

export const findNotificationTemplate = (id: string, consistent = false) => getRecord(notificationTemplateEntity, templateKey(id), consistent);

/** The notification templates of a template group, oldest first. */
export async function listNotificationTemplates(templateGroupId: string): Promise<NotificationTemplateRecord[]> {
  const found: NotificationTemplateRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(notificationTemplateEntity, { index: 'gsi1', pk: `TGROUP#${templateGroupId}#NOTIFICATIONS`, cursor });
    found.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return found;
}

export const insertNotificationTemplate = (record: NotificationTemplateRecord) => putRecord(notificationTemplateEntity, record, { mustNotExist: true });

/** Replaces a template's content if it is still at `expectedVersion` (StaleNotification otherwise). */
export async function updateNotificationTemplate(
  id: string,
  expectedVersion: number,
  set: Partial<Omit<NotificationTemplateRecord, 'id' | 'templateGroupId' | 'version' | 'createdAt'>>,
): Promise<NotificationTemplateRecord> {
  try {
    return await updateExistingRecord(notificationTemplateEntity, templateKey(id), { set: { ...set, version: expectedVersion + 1 }, condition: versionIs(expectedVersion) });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleNotification(`Notification ${id} changed meanwhile.`);
    throw error;
  }
}

/** Removes a template (if still at `expectedVersion`, when given); StaleNotification when gone or moved on. */
export async function deleteNotificationTemplate(id: string, expectedVersion?: number): Promise<void> {
  try {
    await deleteItem(templateKey(id), { mustExist: true, ...(expectedVersion !== undefined ? { condition: versionIs(expectedVersion) } : {}) });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleNotification(`Notification ${id} changed meanwhile.`);
    throw error;
  }
}

export const putOutboxMail = (mail: OutboxMailRecord) => putRecord(outboxMailEntity, mail);

/** One page of the outbox, newest first, and how many mails it holds. */
export async function listOutbox(offset: number, size: number): Promise<{ mails: OutboxMailRecord[]; total: number }> {
  const page = await queryRecords(outboxMailEntity, { pk: outboxPartition, skBeginsWith: 'MAIL#', descending: true, limit: offset + size });
  const total = await countItems({ pk: outboxPartition, skBeginsWith: 'MAIL#' });
  return { mails: page.items.slice(offset, offset + size), total };
}

export const putNotificationLog = (log: NotificationLogRecord) => putRecord(notificationLogEntity, log);

/** The send log of a form, oldest first. */
export async function listNotificationLogs(formId: string): Promise<NotificationLogRecord[]> {
  return (await queryRecords(notificationLogEntity, { pk: `FORMNOTIFICATIONS#${formId}`, skBeginsWith: 'LOG#', consistent: true })).items;
}

/**
 * Puts a TODO in a person's Action Items (counted in their open reminders) and remembers it under its form
 * (reminder first). A reminder that exists already is not put nor counted again: a retried send counts once.
 */
export async function putTodo(reminder: ReminderRecord, todo: FormTodoRecord): Promise<void> {
  if (await insertRecord(reminderEntity, reminder)) await countOwnerItem({ kind: 'openReminders', userId: reminder.userId }, 1);
  await putRecord(formTodoEntity, todo);
}

/** The TODOs sent for a form that are still open. */
export async function listOpenTodos(formId: string): Promise<FormTodoRecord[]> {
  const page = await queryRecords(formTodoEntity, { pk: `FORMNOTIFICATIONS#${formId}`, skBeginsWith: 'TODO#', consistent: true, limit: 1000 });
  return page.items.filter((todo) => !todo.completedDate);
}

/** Marks one TODO done: its reminder leaves the Action Items for the closed ones, then its form record is closed. */
export async function completeTodo(todo: FormTodoRecord, now: string): Promise<void> {
  // Only its key matters to the closing write; a reminder removed or closed meanwhile is as done as one closed now.
  await closeReminder({ id: todo.reminderId, userId: todo.userId, createdDate: todo.reminderCreatedDate, title: '' }, 'completed', now);
  await updateExistingRecord(formTodoEntity, formTodoEntity.key(todo), { set: { completedDate: now } });
}
