import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { effectsQueue } from '../effects/sqs-effects-queue';
import { eventBridgeCorrelationId } from '../shared/correlation-ids';
import { startInvocation } from '../shared/invocation-telemetry';
import { schedulerMetrics } from '../../schema/src/operations/metric-names';
import { runScheduler } from './run-scheduler';
import type { SchedulerSummary } from './summary';
import { logger, metrics, observability } from './telemetry';

/**
 * The scheduler function, fired every minute by an EventBridge rule: one run with the real clock. A failure of
 * the run itself fails the invocation (EventBridge's retry and the next minute's run pick up what is left).
 */
export async function handler(event: Pick<ScheduledEvent, 'id' | 'time'>, context?: Context): Promise<SchedulerSummary> {
  const correlationId = eventBridgeCorrelationId(event, context);
  const invocation = startInvocation(observability, { name: 'scheduler run', correlationId, context, metricNames: schedulerMetrics });
  logger.appendKeys({ eventId: event.id, scheduledTime: event.time });
  try {
    const summary = await runScheduler({ now: new Date(), queue: effectsQueue() });
    metrics.addMetric('TimersFired', MetricUnit.Count, summary.timersFired);
    metrics.addMetric('JobsFired', MetricUnit.Count, summary.jobsFired);
    metrics.addMetric('FormsMoved', MetricUnit.Count, summary.formsMoved);
    metrics.addMetric('SchedulerErrors', MetricUnit.Count, summary.errors);
    return summary;
  } catch (error) {
    invocation.failed(error);
    logger.error('Scheduler run failed', error as Error);
    throw error;
  } finally {
    invocation.end();
  }
}
