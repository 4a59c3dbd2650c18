import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailSender } from './mail-sender';

/** Amazon SES (v2 SendEmail), one call per mail; an SES error reaches the caller, which retries. */
export function sesMailSender(configurationSetName?: string, client: SESv2Client = new SESv2Client({})): MailSender {
  return {
    async send(mail) {
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: mail.from,
          ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
          Destination: { ToAddresses: mail.to, ...(mail.cc.length ? { CcAddresses: mail.cc } : {}) },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Html: { Data: mail.html, Charset: 'UTF-8' } },
            },
          },
          EmailTags: [{ Name: 'severity', Value: mail.severity }],
          ...(configurationSetName ? { ConfigurationSetName: configurationSetName } : {}),
        }),
      );
      if (!result.MessageId) throw new Error('SES answered without a message id');
      return { messageId: result.MessageId };
    },
  };
}
