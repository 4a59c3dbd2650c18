import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { cleanupByTestId } from './cleanup-by-test-id';
import { runSchedulerForTest } from './run-scheduler';
import { observability } from './telemetry';

/** The test-support function: removing what a test run created, and running the scheduler with a moved clock. */
export const handler = createDomainHandler(observability, (app) => {
  app.onMutation('cleanupByTestId', (args, { event }) => {
    callerOf(event);
    return cleanupByTestId(args, event);
  });
  app.onMutation('runScheduler', (args, { event }) => {
    callerOf(event);
    return runSchedulerForTest(args);
  });
});
