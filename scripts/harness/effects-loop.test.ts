import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { startEffectsLoop, type EffectsLoop } from './effects-loop';

let loop: EffectsLoop | undefined;
afterEach(async () => loop?.stop());

/** The SQS client as the handlers build it, pointed at the loop. */
const clientOf = (started: EffectsLoop) => new SQSClient({ endpoint: started.endpoint, region: 'us-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

const send = (started: EffectsLoop, formId: string, delaySeconds = 0) =>
  clientOf(started).send(new SendMessageCommand({ QueueUrl: started.queueUrl, MessageBody: JSON.stringify({ formId }), DelaySeconds: delaySeconds }));

describe('startEffectsLoop', () => {
  it("takes messages from the AWS SDK's SQS client and hands each form to the dispatcher once", async () => {
    const dispatched: string[] = [];
    loop = await startEffectsLoop({ dispatch: async (formId) => void dispatched.push(formId) });

    const answer = await send(loop, 'form-1');
    await send(loop, 'form-2');
    await loop.drain();

    expect(answer.MessageId).toBeTruthy();
    expect(dispatched.sort()).toEqual(['form-1', 'form-2']);
  });

  it('refuses a delay SQS would refuse, as SQS answers it', async () => {
    loop = await startEffectsLoop({ dispatch: async () => undefined });

    await expect(send(loop, 'form-1', 901)).rejects.toMatchObject({ name: 'InvalidParameterValue' });
  });

  it('never dispatches one form twice at once', async () => {
    let running = 0;
    let most = 0;
    loop = await startEffectsLoop({
      dispatch: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
      },
    });

    await Promise.all([send(loop, 'form-1'), send(loop, 'form-1'), send(loop, 'form-1')]);
    await loop.drain();

    expect(most).toBe(1);
  });

  it('sends a message whose dispatch keeps failing to the dead letters after its receives', async () => {
    let tries = 0;
    loop = await startEffectsLoop({ dispatch: async () => Promise.reject(new Error(`boom ${(tries += 1)}`)), retryAfterMs: 0, maxReceives: 3, report: () => undefined });

    await send(loop, 'form-1');
    await loop.drain();

    expect(tries).toBe(3);
    expect(loop.deadLetters()).toEqual(['form-1']);
  });
});
