import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { ScheduledEvent } from 'aws-lambda';
import { effectsQueue } from '../effects/sqs-effects-queue';
import { runScheduler } from './run-scheduler';
import type { SchedulerSummary } from './summary';
import { logger, metrics } from './telemetry';

/**
 * The scheduler function, fired every minute by an EventBridge rule: one run with the real clock. A failure of
 * the run itself fails the invocation (EventBridge's retry and the next minute's run pick up what is left).
 */
export async function handler(event: Pick<ScheduledEvent, 'id' | 'time'>): Promise<SchedulerSummary> {
  const started = performance.now();
  logger.appendKeys({ eventId: event.id, scheduledTime: event.time });
  metrics.addMetric('Invocations', MetricUnit.Count, 1);
  try {
    const summary = await runScheduler({ now: new Date(), queue: effectsQueue() });
    metrics.addMetric('TimersFired', MetricUnit.Count, summary.timersFired);
    metrics.addMetric('JobsFired', MetricUnit.Count, summary.jobsFired);
    metrics.addMetric('FormsMoved', MetricUnit.Count, summary.formsMoved);
    metrics.addMetric('SchedulerErrors', MetricUnit.Count, summary.errors);
    return summary;
  } catch (error) {
    metrics.addMetric('Errors', MetricUnit.Count, 1);
    logger.error('Scheduler run failed', error as Error);
    throw error;
  } finally {
    metrics.addMetric('Latency', MetricUnit.Milliseconds, performance.now() - started);
    metrics.publishStoredMetrics();
    logger.removeKeys(['eventId', 'scheduledTime']);
  }
}
