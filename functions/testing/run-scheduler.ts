import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { effectsQueue } from '../effects/sqs-effects-queue';
import { runScheduler } from '../scheduler/run-scheduler';
import type { Caller } from '../shared/caller';
import { parseInput } from '../shared/validate';
import { metrics } from './telemetry';
import { assertTestSuite } from './test-support-access';
import { untagged } from './untagged';

const argsSchema = z.object({ now: z.iso.datetime({ offset: true, message: 'now must be an ISO date-time' }).nullish() });

/**
 * Runs the workflow scheduler once with the given clock (default: the real one), so suites can move time
 * forward. Only the test-suite identity may call it: a moved clock fires every form's due timers.
 */
export async function runSchedulerForTest(args: unknown, caller: Caller) {
  await assertTestSuite(caller);
  const { now } = parseInput(argsSchema, args);
  const summary = await untagged(() => runScheduler({ now: now ? new Date(now) : new Date(), queue: effectsQueue() }));
  metrics.addMetric('SchedulerRuns', MetricUnit.Count, 1);
  return summary;
}
