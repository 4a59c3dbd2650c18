import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { everyTaggedKey } from '../data/test-data-repository';
import type { Caller } from '../shared/caller';
import { removeTaggedItems } from './remove-test-data';
import { metrics } from './telemetry';
import { assertTestSuite } from './test-support-access';

/**
 * Removes everything tagged with any test id (what cleanupByTestId does, for every test id at once): the
 * reset of a test deployment between CI runs, or after runs that died before their own cleanup. Suites
 * running at that moment lose their data, so call it when none runs.
 */
export async function cleanupTestData(caller: Caller) {
  await assertTestSuite(caller);
  const tagged = await everyTaggedKey();
  const removal = await removeTaggedItems(tagged.map((entry) => entry.key));
  metrics.addMetric('TestItemsDeleted', MetricUnit.Count, removal.deleted);
  return { testIds: [...new Set(tagged.map((entry) => entry.testId))].sort(), ...removal };
}
