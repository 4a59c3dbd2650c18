import type { Caller } from '../shared/caller';
import { removeOrphans } from './remove-test-data';
import { assertTestSuite } from './test-support-access';

/**
 * Removes what points at an item that no longer exists (timers, tuples about forms and templates, runs of
 * scheduled jobs, image folders of forms): what interrupted runs and deletes that do not cascade leave.
 */
export async function cleanupOrphanTestData(caller: Caller) {
  await assertTestSuite(caller);
  return removeOrphans();
}
