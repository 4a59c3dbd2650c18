import { describe, expect, it } from 'vitest';
import { withRetries } from '../notifications/retry';
import { sendEmail } from './email-send-response';
import type { MailSender } from './mail-sender';

const mail = { from: 'safety@campus.edu', to: ['a@campus.edu'], cc: [], subject: 'Hood due', html: '<p>Hi</p>', severity: 'INFO' as const };
const retry = <T>(run: () => Promise<T>) => withRetries(run, { attempts: 3, firstDelayMs: 1, sleep: () => Promise.resolve() });

/** A sender that refuses with the given messages, one per call, then sends. */
function senderRefusing(...refusals: string[]): MailSender {
  let calls = 0;
  return {
    send: () => {
      const refusal = refusals[calls++];
      return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve({ messageId: `m-${calls}` });
    },
  };
}

describe('sendEmail', () => {
  it('answers SENT with the message id and the errors of the attempts before', async () => {
    const response = await sendEmail(senderRefusing('Throttling'), mail, retry);

    expect(response).toEqual({ status: 'SENT', messageId: 'm-2', errors: ['Throttling'], attempts: 2 });
  });

  it('answers FAILED with every attempt’s error once the retries are spent, without throwing', async () => {
    const response = await sendEmail(senderRefusing('Throttling', 'Throttling', 'MessageRejected'), mail, retry);

    expect(response).toEqual({ status: 'FAILED', messageId: null, errors: ['Throttling', 'Throttling', 'MessageRejected'], attempts: 3 });
  });
});
