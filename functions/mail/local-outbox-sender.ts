import { randomUUID } from 'node:crypto';
import { putOutboxMail } from '../data/notifications-repository';
import type { MailSender } from './mail-sender';

/** The local transport: every mail becomes an outbox item, read by the `outbox` query and `npm run outbox`. */
export function localOutboxSender(): MailSender {
  return {
    async send(mail) {
      const id = randomUUID();
      await putOutboxMail({
        id,
        from: mail.from,
        replyTo: mail.replyTo ?? null,
        to: mail.to,
        cc: mail.cc,
        subject: mail.subject,
        body: mail.html,
        severity: mail.severity,
        formId: mail.formId ?? null,
        notificationTemplateId: mail.notificationTemplateId ?? null,
        sentAt: new Date().toISOString(),
      });
      return { messageId: id };
    },
  };
}
