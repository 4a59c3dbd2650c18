import { randomBytes, randomUUID } from 'node:crypto';
import { credentialEntity, type CredentialRecord } from '../data/entities/people';
import { getRecord, insertRecord } from '../data/store';
import type { MailSender } from '../mail/mail-sender';
import type { AdminAccounts } from './admin-accounts';
import { hashPassword } from './password';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Administrator accounts in the local identity store: a credential item whose username is the email. A
 * missing one gets a random password, sent as an invitation through `mail` (the local outbox, where
 * `npm run outbox` shows it), as Cognito mails its temporary password. The profile is the caller's to write.
 */
export function localAdminAccounts(mail: MailSender, fromAddress: string): AdminAccounts {
  return {
    async ensureAccount(request) {
      const key = credentialEntity.key({ username: request.email } as CredentialRecord);
      const existing = await getRecord(credentialEntity, key, true);
      if (existing) return { userId: existing.userId, created: false };
      const password = randomBytes(12).toString('base64url');
      const credential = { username: request.email, userId: `user-${randomUUID()}`, passwordHash: await hashPassword(password) };
      if (!(await insertRecord(credentialEntity, credential))) {
        // Another start provisioned it meanwhile: theirs stands, and they sent the invitation.
        const winner = await getRecord(credentialEntity, key, true);
        if (!winner) throw new Error(`The local account ${request.email} vanished while being created.`);
        return { userId: winner.userId, created: false };
      }
      await mail.send({
        from: fromAddress,
        to: [request.email],
        cc: [],
        subject: 'Your campus forms administrator account',
        html: `<p>Hello ${escape(request.firstName)},</p><p>Sign in with the username <b>${escape(request.email)}</b> and the password <b>${password}</b>.</p>`,
        severity: 'INFO',
      });
      return { userId: credential.userId, created: true };
    },
  };
}
