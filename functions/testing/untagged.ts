import { runInRequestContext } from '../shared/request-context';

/**
 * Runs work with nothing tagged, even when the suite's request carries x-test-id: what the scheduler and the
 * permanent fixtures write belongs to the platform (another suite's forms, a job's claimed due time), and a
 * cleanup of the test id must not remove it.
 */
export const untagged = <T>(work: () => Promise<T>) => runInRequestContext({}, work);
