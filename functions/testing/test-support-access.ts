import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { isAllowed, platformObject } from '../authz/checks';

/** The relation on global:platform held by the service identity of automated test suites (never implied). */
export const testSupportRelation = 'test_support';

/** Whether this deployment enables test support (TEST_SUPPORT=enabled, set by the CDK context testSupport). */
export const testSupportEnabled = () => process.env.TEST_SUPPORT === 'enabled';

/** Whether the caller is a test suite's identity: the deployment enables test support and the engine says so. */
export async function isTestSuite(caller: Caller): Promise<boolean> {
  return testSupportEnabled() && (await isAllowed(caller, testSupportRelation, platformObject));
}

/**
 * Refuses with FORBIDDEN unless the deployment enables test support and the caller holds test_support on the
 * platform: every test-support operation starts here, whoever else (global.admin included) calls it.
 */
export async function assertTestSuite(caller: Caller): Promise<void> {
  if (!testSupportEnabled()) throw forbidden('Test support is not enabled in this deployment.');
  if (!(await isAllowed(caller, testSupportRelation, platformObject))) {
    throw forbidden('Only the test-suite identity may use test support.');
  }
}
