import type { AppSyncResolverEvent } from 'aws-lambda';
import { isTestSuite } from '../testing/test-support-access';
import { requestHeader, type Caller } from './caller';

/**
 * The test id to tag this request's writes with: its x-test-id header, only when the caller is the test-suite
 * identity. Anyone else's header is ignored (not an error), so a link or a forged header cannot tag a
 * person's work for a suite's cleanup.
 */
export async function testIdToTag(event: Pick<AppSyncResolverEvent<unknown>, 'request'>, caller: Caller): Promise<string | undefined> {
  const testId = requestHeader(event, 'x-test-id')?.trim();
  if (!testId) return undefined;
  return (await isTestSuite(caller)) ? testId : undefined;
}
