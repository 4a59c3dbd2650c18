import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { effectsQueue } from '../effects/sqs-effects-queue';
import { runScheduler } from '../scheduler/run-scheduler';
import { forbidden } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { metrics } from './telemetry';

const argsSchema = z.object({ now: z.iso.datetime({ offset: true, message: 'now must be an ISO date-time' }).nullish() });

/**
 * Runs the workflow scheduler once with the given clock (default: the real one), so tests can move time
 * forward. Refused unless the deployment enables test support (TEST_SUPPORT=enabled).
 */
export async function runSchedulerForTest(args: unknown) {
  const { now } = parseInput(argsSchema, args);
  if (process.env.TEST_SUPPORT !== 'enabled') throw forbidden('Test support is not enabled in this deployment.');
  const summary = await runScheduler({ now: now ? new Date(now) : new Date(), queue: effectsQueue() });
  metrics.addMetric('SchedulerRuns', MetricUnit.Count, 1);
  return summary;
}
