import { callerOf } from '../shared/caller';
import { createDomainHandler } from '../shared/create-handler';
import { cleanupByTestId } from './cleanup-by-test-id';
// Scheduled moves may start sub-workflows and call integrations, which move forms in turn.
import '../forms/effects/system-moves-wiring';
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
