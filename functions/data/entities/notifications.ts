import type { NotificationSeverity, NotificationTemplateContent } from '../../../schema/src/notifications/model';
import { defineEntity } from '../entity';

/**
 * A notification template of a template group (every version uses it; workflow triggers name it by id). One
 * item, listed by its group through gsi1; every edit is one conditional write under `version`.
 */
export interface NotificationTemplateRecord extends NotificationTemplateContent {
  id: string;
  templateGroupId: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const notificationTemplateEntity = defineEntity<NotificationTemplateRecord, 'byTemplateGroup'>({
  name: 'NotificationTemplate',
  key: (n) => ({ pk: `NOTIFICATION#${n.id}`, sk: 'NOTIFICATION' }),
  indexes: {
    byTemplateGroup: { index: 'gsi1', key: (n) => ({ pk: `TGROUP#${n.templateGroupId}#NOTIFICATIONS`, sk: `${n.createdAt}#${n.id}` }) },
  },
});

/** A mail the local transport "sent": the outbox the app and `npm run outbox` read, newest first. */
export interface OutboxMailRecord {
  id: string;
  from: string;
  replyTo?: string | null;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  severity: NotificationSeverity;
  formId?: string | null;
  notificationTemplateId?: string | null;
  sentAt: string;
}

/** The one partition of the local outbox (a development tool: never used in AWS, where SES sends). */
export const outboxPartition = 'OUTBOX';

export const outboxMailEntity = defineEntity<OutboxMailRecord>({
  name: 'OutboxMail',
  key: (m) => ({ pk: outboxPartition, sk: `MAIL#${m.sentAt}#${m.id}` }),
});

/** One send of a notification for a form: SENT, or FAILED after its retries, with the last error. */
export interface NotificationLogRecord {
  id: string;
  formId: string;
  notificationTemplateId: string;
  triggerId: string;
  kind: 'EMAIL' | 'TODO';
  status: 'SENT' | 'FAILED';
  attempts: number;
  recipients: string[];
  subject: string;
  error?: string | null;
  /** The email-send response's error list: what each failed attempt answered, oldest first (EMAIL only). */
  errors?: string[];
  messageId?: string | null;
  createdAt: string;
}

export const notificationLogEntity = defineEntity<NotificationLogRecord>({
  name: 'NotificationLog',
  key: (l) => ({ pk: `FORMNOTIFICATIONS#${l.formId}`, sk: `LOG#${l.createdAt}#${l.id}` }),
});

/**
 * A TODO sent for a form: which reminder it put in whose Action Items, in which form status, so that
 * completeTodosOfForm finds them when the form moves on (reminders are keyed by user, not by form).
 */
export interface FormTodoRecord {
  formId: string;
  reminderId: string;
  userId: string;
  reminderCreatedDate: string;
  formStatus: string;
  completedDate?: string | null;
}

export const formTodoEntity = defineEntity<FormTodoRecord>({
  name: 'FormTodo',
  key: (t) => ({ pk: `FORMNOTIFICATIONS#${t.formId}`, sk: `TODO#${t.reminderId}` }),
});
