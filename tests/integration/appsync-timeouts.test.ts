import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { signIn, startApi, type ApiClient } from './support/local-api';

// A stack whose functions time out after 1 ms: every resolver outlives its Lambda, as a slow one would in AWS.

let stack: LocalStack;
let staffOne: ApiClient;

beforeAll(async () => {
  stack = await startApi(undefined, { functionTimeoutSecondsOf: () => 0.001 });
  staffOne = await signIn(stack.url, 'staff.one');
});
afterAll(async () => {
  // Let the abandoned invocations finish before the store closes under them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await stack.close();
});

describe('a resolver whose Lambda times out', () => {
  it("answers as AppSync does: the field null, AppSync's Lambda:Unhandled error with Lambda's message", async () => {
    const answer = await staffOne.graphql('{ profile { userId } }');

    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      {
        path: ['profile'],
        data: null,
        errorType: 'Lambda:Unhandled',
        errorInfo: null,
        locations: [{ line: 1, column: 3, sourceName: null }],
        message: expect.stringMatching(/^RequestId: [0-9a-f-]+ Error: Task timed out after 0\.00 seconds$/) as string,
      },
    ]);
  });
});
