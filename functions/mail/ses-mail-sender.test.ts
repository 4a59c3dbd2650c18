import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sesMailSender } from './ses-mail-sender';

const ses = mockClient(SESv2Client);
const client = new SESv2Client({ region: 'us-west-2', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const mail = { from: 'safety@campus.edu', replyTo: 'help@campus.edu', to: ['a@campus.edu'], cc: [], subject: 'Hood due', html: '<p>Hi</p>', severity: 'WARNING' as const };

beforeEach(() => ses.reset());

describe('the SES mail sender', () => {
  it('sends one SendEmail with the subject, HTML body, reply-to and severity tag', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    const result = await sesMailSender('forms', client).send(mail);

    expect(result).toEqual({ messageId: 'm-1' });
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toEqual({
      FromEmailAddress: 'safety@campus.edu',
      ReplyToAddresses: ['help@campus.edu'],
      Destination: { ToAddresses: ['a@campus.edu'] },
      Content: { Simple: { Subject: { Data: 'Hood due', Charset: 'UTF-8' }, Body: { Html: { Data: '<p>Hi</p>', Charset: 'UTF-8' } } } },
      EmailTags: [{ Name: 'severity', Value: 'WARNING' }],
      ConfigurationSetName: 'forms',
    });
  });

  it("passes SES's refusal on to the caller, which retries", async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling'));

    await expect(sesMailSender(undefined, client).send({ ...mail, cc: ['b@campus.edu'] })).rejects.toThrow('Throttling');
    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.Destination).toEqual({ ToAddresses: ['a@campus.edu'], CcAddresses: ['b@campus.edu'] });
  });
});
