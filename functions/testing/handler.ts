import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { cleanupByTestId } from './cleanup-by-test-id';
import { cleanupOrphanTestData } from './cleanup-orphan-test-data';
import { cleanupTestData } from './cleanup-test-data';
import { runSchedulerForTest } from './run-scheduler';
import { setupPermanentFixtures } from './setup-permanent-fixtures';
import { observability } from './telemetry';

/**
 * The test-support function: removing what suites created, permanent fixtures, and the scheduler with a moved
 * clock. Every operation is the test-suite identity's alone (test-support-access.ts).
 */
export const handler = createDomainHandler(observability, (app) => {
  app.onMutation('cleanupByTestId', (args, { event }) => cleanupByTestId(args, callerOf(event)));
  app.onMutation('cleanupTestData', (_args, { event }) => cleanupTestData(callerOf(event)));
  app.onMutation('cleanupOrphanTestData', (_args, { event }) => cleanupOrphanTestData(callerOf(event)));
  app.onMutation('setupPermanentFixtures', (_args, { event }) => setupPermanentFixtures(callerOf(event)));
  app.onMutation('runScheduler', (args, { event }) => runSchedulerForTest(args, callerOf(event)));
});
