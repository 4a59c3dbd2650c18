import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { z } from 'zod';
import { clearTemplateCache } from '../data/templates-repository';
import { deleteKeys, keysTaggedWith } from '../data/store';
import { requestHeader } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { metrics } from './telemetry';

const argsSchema = z.object({ testId: z.string().trim().min(1, 'A test id is required').max(128) });

/**
 * Deletes what requests carrying this test id created. Refused unless the deployment enables test support
 * (TEST_SUPPORT=enabled) and the request itself carries the same x-test-id, so a suite can only remove
 * what it made.
 */
export async function cleanupByTestId(args: unknown, event: Pick<AppSyncResolverEvent<unknown>, 'request'>) {
  const { testId } = parseInput(argsSchema, args);
  if (process.env.TEST_SUPPORT !== 'enabled') throw forbidden('Test support is not enabled in this deployment.');
  if (requestHeader(event, 'x-test-id') !== testId) {
    throw forbidden('cleanupByTestId must be called with the same x-test-id header.');
  }
  const deleted = await deleteKeys(await keysTaggedWith(testId));
  clearTemplateCache();
  metrics.addMetric('TestItemsDeleted', MetricUnit.Count, deleted);
  return { testId, deleted };
}
