import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { z } from 'zod';
import { keysTaggedWith } from '../data/store';
import type { Caller } from '../shared/caller';
import { parseInput } from '../shared/validate';
import { removeTaggedItems } from './remove-test-data';
import { metrics } from './telemetry';
import { assertTestSuite } from './test-support-access';

const argsSchema = z.object({ testId: z.string().trim().min(1, 'A test id is required').max(128) });

/**
 * Removes everything the test-suite identity's requests tagged with this test id created, in one call: items,
 * tuples, notifications, outbox mails, timers, effects, scheduled jobs and their runs, and the forms' images.
 * Only the test-suite identity may call it (tagging is its alone, so nobody else's work carries a test id).
 */
export async function cleanupByTestId(args: unknown, caller: Caller) {
  await assertTestSuite(caller);
  const { testId } = parseInput(argsSchema, args);
  const removal = await removeTaggedItems(await keysTaggedWith(testId));
  metrics.addMetric('TestItemsDeleted', MetricUnit.Count, removal.deleted);
  return { testId, ...removal };
}
