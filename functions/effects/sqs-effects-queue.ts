import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { EffectsQueue } from './effects-queue';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} must be set.`);
  return value;
}

let client: SQSClient | undefined;

/**
 * The one SQS client of this process. SQS_ENDPOINT points it at the local harness's queue (scripts/harness/
 * effects-loop.ts, which speaks SQS's JSON protocol); in AWS it is unset and the SDK's defaults apply.
 */
function sqs(): SQSClient {
  if (client) return client;
  const endpoint = process.env.SQS_ENDPOINT;
  client = new SQSClient(
    endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 2 } : {},
  );
  return client;
}

/** Drops the cached client (a local stack that starts its queue on a new port). */
export function resetSqsClient(): void {
  client?.destroy();
  client = undefined;
}

/** The effects queue of this deployment: the SQS queue at EFFECTS_QUEUE_URL (the local harness's, locally). */
export function effectsQueue(): EffectsQueue {
  const queueUrl = requireEnv('EFFECTS_QUEUE_URL');
  return {
    async send(message, delaySeconds = 0) {
      await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message), DelaySeconds: delaySeconds }));
    },
  };
}
