import type { NotificationSeverity } from '../../schema/src/notifications/model';
import { localOutboxSender } from './local-outbox-sender';
import { sesMailSender } from './ses-mail-sender';

/** One mail to send: an HTML body (already sanitized) and its plain recipients. */
export interface Mail {
  from: string;
  replyTo?: string | null;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  severity: NotificationSeverity;
  /** What the mail is about, kept with a local outbox copy. */
  formId?: string | null;
  notificationTemplateId?: string | null;
}

/** Sends mail: SES in AWS, the local outbox otherwise. Throws when the send failed (the caller retries). */
export interface MailSender {
  send(mail: Mail): Promise<{ messageId: string }>;
}

/** The address mails come from when a notification names none. */
export const defaultFromAddress = () => process.env.MAIL_FROM_ADDRESS ?? 'no-reply@campus-forms.local';

let sender: MailSender | undefined;

/** The mail sender of this environment: SES when MAIL_TRANSPORT is `ses`, else the local outbox. */
export function mailSender(): MailSender {
  if (sender) return sender;
  const transport = process.env.MAIL_TRANSPORT ?? 'outbox';
  if (transport === 'ses') {
    if (!process.env.MAIL_FROM_ADDRESS) throw new Error('MAIL_FROM_ADDRESS must be set when MAIL_TRANSPORT is ses');
    sender = sesMailSender(process.env.SES_CONFIGURATION_SET);
  } else if (transport === 'outbox') {
    sender = localOutboxSender();
  } else {
    throw new Error(`MAIL_TRANSPORT must be ses or outbox, not ${transport}`);
  }
  return sender;
}
