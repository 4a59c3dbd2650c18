import { randomUUID } from 'node:crypto';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Recipient } from '../../schema/src/notifications/recipients';
import { renderNotification } from '../../schema/src/notifications/render';
import { placeholderValues } from '../../schema/src/notifications/values';
import type { Template } from '../../schema/src/template/model';
import type { NotificationTrigger } from '../../schema/src/workflow/model';
import type { FormRecord, NotificationLogRecord, NotificationTemplateRecord } from '../data/entities';
import { findFormWithResponses } from '../data/forms-repository';
import { findNotificationTemplate, putNotificationLog } from '../data/notifications-repository';
import { sendEmail as sendMail } from '../mail/email-send-response';
import { defaultFromAddress, mailSender, type MailSender } from '../mail/mail-sender';
import { formSource } from './form-source';
import { resolveRecipients } from './recipients';
import { defaultRetryPolicy, withRetries, type RetryPolicy } from './retry';
import { htmlText, sanitizeHtml } from './sanitize';
import { logger, metrics } from './telemetry';
import { sendTodos } from './todos';

export { completeTodosOfForm } from './todos';

/** What the workflow runtime hands over when a state or edge fires a notification trigger. */
export interface SendNotificationRequest {
  trigger: NotificationTrigger;
  form: FormRecord;
  /** The form's template version (its questions name the answer placeholders). */
  template: Pick<Template, 'pages'>;
  previousStatus?: string | null;
  event?: string | null;
}

/**
 * Replaceable parts, for tests: the mail transport and the retry policy; and, for the effects dispatcher, the id
 * and time the send is recorded under, so a send run twice finds its own log and to-dos instead of adding more.
 */
export interface SendOptions {
  sender?: MailSender;
  retry?: RetryPolicy;
  record?: { id: string; at: string };
}

/** What happened: the log item written, or why nothing was sent. */
export type SendResult = { outcome: 'LOGGED'; log: NotificationLogRecord } | { outcome: 'SKIPPED'; reason: string };

const emails = (recipients: Recipient[]) => recipients.map((recipient) => recipient.email);

async function sendEmail(notification: NotificationTemplateRecord, form: FormRecord, to: Recipient[], cc: Recipient[], rendered: { subject: string; body: string }, options: SendOptions) {
  const sender = options.sender ?? mailSender();
  const mail = {
    from: notification.from || defaultFromAddress(),
    replyTo: notification.replyTo ?? null,
    to: emails(to),
    cc: emails(cc),
    subject: rendered.subject,
    html: rendered.body,
    severity: notification.severity,
    formId: form.id,
    notificationTemplateId: notification.id,
  };
  return sendMail(sender, mail, (run) => withRetries(run, options.retry ?? defaultRetryPolicy));
}

/**
 * Sends one notification trigger for a form: EMAIL through the mail transport (retried, then recorded), TODO as
 * a reminder in each recipient's Action Items. Every send is recorded as a NotificationLog item (SENT or FAILED
 * with its attempts and error), so a failure is never lost. INACTIVE or missing notifications send nothing.
 */
export async function sendNotification(request: SendNotificationRequest, options: SendOptions = {}): Promise<SendResult> {
  const { trigger, form } = request;
  const notification = await findNotificationTemplate(trigger.notificationTemplateId, true);
  if (!notification || notification.templateGroupId !== form.templateGroupId) return { outcome: 'SKIPPED', reason: `Notification ${trigger.notificationTemplateId} was not found.` };
  if (notification.status !== 'ACTIVE') return { outcome: 'SKIPPED', reason: `Notification ${notification.id} is ${notification.status}.` };
  const { responses } = await findFormWithResponses(form.id);
  const rendered = renderNotification(notification, placeholderValues(formSource(form, responses, request.template, request)), sanitizeHtml);
  const { to, cc } = await resolveRecipients(notification, form);
  const now = options.record?.at ?? new Date().toISOString();
  const base = { id: options.record?.id ?? randomUUID(), formId: form.id, notificationTemplateId: notification.id, triggerId: trigger.id, kind: trigger.kind, subject: rendered.subject, createdAt: now };
  let log: NotificationLogRecord;
  if (trigger.kind === 'TODO') {
    const userIds = await sendTodos(form, [...to, ...cc], { title: rendered.subject, description: htmlText(rendered.body), now, id: base.id });
    log = { ...base, status: userIds.length ? 'SENT' : 'FAILED', attempts: 1, recipients: userIds, error: userIds.length ? null : 'No recipient is a user of the platform.' };
  } else if (to.length + cc.length === 0) {
    log = { ...base, status: 'FAILED', attempts: 0, recipients: [], error: 'The notification has no recipients.' };
  } else {
    const response = await sendEmail(notification, form, to, cc, rendered, options);
    log = {
      ...base,
      status: response.status,
      attempts: response.attempts,
      recipients: [...emails(to), ...emails(cc)],
      error: response.status === 'SENT' ? null : (response.errors.at(-1) ?? null),
      errors: response.errors,
      messageId: response.messageId,
    };
  }
  await putNotificationLog(log);
  metrics.addMetric(log.status === 'SENT' ? 'NotificationsSent' : 'NotificationsFailed', MetricUnit.Count, 1);
  if (log.status === 'FAILED') logger.error('Notification failed', { formId: form.id, notificationTemplateId: notification.id, error: log.error, attempts: log.attempts });
  return { outcome: 'LOGGED', log };
}
