import { randomUUID } from 'node:crypto';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { z } from 'zod';
import { effectRunners } from '../forms/effects/runners';
import { dispatchFormEffects, type DispatcherDeps } from './dispatcher';
import { effectsQueue } from './sqs-effects-queue';
import { functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { effectsMetrics } from '../../schema/src/operations/metric-names';
import { startInvocation } from '../shared/invocation-telemetry';
import { logger, metrics, observability } from './telemetry';

/** The worker's timeout (the CDK app sets the function's from the same number): a lease outlasts it. */
export const workerTimeoutSeconds = functionTimeoutSeconds('effects');

const messageSchema = z.object({ formId: z.string().min(1) });

/** The message's form, or undefined for a body that is not one (never retried: it would fail the same way). */
function formIdOf(body: string): string | undefined {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.formId : undefined;
  } catch {
    return undefined;
  }
}
const processor = new BatchProcessor(EventType.SQS);

/** The dispatcher's parts in AWS: the SQS queue, the real clock, the invocation as the lease holder. */
const depsOf = (context: Context | undefined): DispatcherDeps => ({
  queue: effectsQueue(),
  clock: () => new Date(),
  holder: context?.awsRequestId ?? randomUUID(),
  leaseMs: workerTimeoutSeconds * 1000,
  runners: effectRunners,
});

/**
 * The effects worker: SQS delivers messages naming forms; each runs that form's due effects. A message whose
 * dispatch threw is reported as a batch item failure, so only it comes back (after the visibility timeout, then
 * to the dead-letter queue once its receives are spent); a malformed one is logged and dropped.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const deps = depsOf(context);
  // A batch names several forms: the invocation's request id ties its lines together, each line names its form.
  const invocation = startInvocation(observability, { name: 'effects batch', correlationId: context?.awsRequestId, context, metricNames: effectsMetrics });
  const record = async (message: SQSRecord) => {
    const formId = formIdOf(message.body);
    if (!formId) {
      logger.error('Malformed effects message dropped', { messageId: message.messageId });
      return;
    }
    logger.appendKeys({ formId, messageId: message.messageId });
    const summary = await dispatchFormEffects(formId, deps);
    metrics.addMetric('EffectsRun', MetricUnit.Count, summary.ran);
  };
  try {
    return await processPartialResponse(event, record, processor, { context });
  } catch (error) {
    invocation.failed(error);
    throw error;
  } finally {
    invocation.end();
  }
}
