import type { Mail, MailSender } from './mail-sender';

/**
 * The spec's email-send response: SENT with the transport's message id, or FAILED; `errors` lists what each
 * failed attempt answered, oldest first (a SENT mail may carry the errors of attempts before the one that worked).
 */
export interface EmailSendResponse {
  status: 'SENT' | 'FAILED';
  messageId: string | null;
  errors: string[];
  attempts: number;
}

/** A retry policy's runner: calls `run` until it succeeds or its attempts are spent (notifications/retry.ts). */
export type Retrier = <T>(run: () => Promise<T>) => Promise<{ ok: true; value: T; attempts: number } | { ok: false; error: unknown; attempts: number }>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends one mail through `sender`, retried by `retry`, and answers how it went instead of throwing. */
export async function sendEmail(sender: MailSender, mail: Mail, retry: Retrier): Promise<EmailSendResponse> {
  const errors: string[] = [];
  const result = await retry(async () => {
    try {
      return await sender.send(mail);
    } catch (error) {
      errors.push(messageOf(error));
      throw error;
    }
  });
  return result.ok
    ? { status: 'SENT', messageId: result.value.messageId, errors, attempts: result.attempts }
    : { status: 'FAILED', messageId: null, errors, attempts: result.attempts };
}
