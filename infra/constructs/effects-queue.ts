import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { NodeFunction } from './node-function';

/** The worker's timeout (schema/src/graphql/api-limits.ts): Lambda's longest, so one try of an integration fits. */
export const effectsWorkerTimeout = Duration.seconds(functionTimeoutSeconds('effects'));

/** Receives of a message before it goes to the dead-letter queue (each dispatch that threw is one). */
export const effectsMaxReceives = 5;

export interface EffectsQueueProps {
  table: ITable;
  /** The worker's entry (functions/effects/handler.ts). */
  entry: string;
  environment: Record<string, string>;
}

/**
 * Where workflow effects run, out of the requests that record them: an SQS queue naming forms, a worker function
 * running each form's due effects (functions/effects), a dead-letter queue for messages whose dispatch kept
 * failing (the monitoring stack alarms as soon as one lands there). The queue's visibility timeout is six times the worker's
 * timeout, as AWS advises for Lambda event sources, so a message is never handed to a second worker while the
 * first still runs it. Retries with backoff are new messages with a delay (DelaySeconds), not redeliveries.
 */
export class EffectsQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly worker: NodeFunction;

  constructor(scope: Construct, id: string, props: EffectsQueueProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(effectsWorkerTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: effectsMaxReceives },
    });
    this.worker = new NodeFunction(this, 'Worker', {
      entry: props.entry,
      description: 'Runs workflow effects (mail, to-dos, integrations, sub-workflows, timers) from the effects queue.',
      timeout: effectsWorkerTimeout,
      environment: { ...props.environment, EFFECTS_QUEUE_URL: this.queue.queueUrl },
    });
    props.table.grantReadWriteData(this.worker);
    // The worker sends its own retries (delayed messages) and announces the children it starts.
    this.queue.grantSendMessages(this.worker);
    this.worker.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true }));
  }

  /** Lets a function announce effects: send permission and EFFECTS_QUEUE_URL. */
  allowSend(fn: IFunction & { addEnvironment: (key: string, value: string) => unknown }): void {
    this.queue.grantSendMessages(fn);
    fn.addEnvironment('EFFECTS_QUEUE_URL', this.queue.queueUrl);
  }
}
