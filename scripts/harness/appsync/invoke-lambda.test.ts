import { describe, expect, it } from 'vitest';
import { apiLimits } from '../../../schema/src/graphql/api-limits';
import { invokeLambda } from './invoke-lambda';

const invoke = (handler: (event: unknown) => Promise<unknown>, timeoutSeconds = 1, payload: unknown = { arguments: {} }) =>
  invokeLambda({ handler: handler as never, functionName: 'campus-forms-test', timeoutSeconds, payloadJson: JSON.stringify(payload) });

describe('a Lambda invoked as AppSync invokes it', () => {
  it('hands the payload over as JSON and the answer back as JSON', async () => {
    const seen: unknown[] = [];
    const answer = await invoke(async (event) => {
      seen.push(event);
      return { at: new Date('2026-01-01T00:00:00Z'), skipped: undefined };
    }, 1, { arguments: { when: new Date('2026-01-01T00:00:00Z') } });

    expect(seen).toEqual([{ arguments: { when: '2026-01-01T00:00:00.000Z' } }]);
    expect(answer).toEqual({ resultJson: '{"at":"2026-01-01T00:00:00.000Z"}' });
  });

  it("answers a handler that outlives its timeout with Lambda's message and AppSync's error type", async () => {
    const answer = await invoke(() => new Promise((resolve) => setTimeout(resolve, 200)), 0.01);

    expect(answer).toEqual({
      error: { type: 'Lambda:Unhandled', message: expect.stringMatching(/^RequestId: \S+ Error: Task timed out after 0\.01 seconds$/) as string },
    });
  });

  it('answers an unhandled error as Lambda:Unhandled', async () => {
    expect(await invoke(() => Promise.reject(new Error('boom')))).toEqual({ error: { type: 'Lambda:Unhandled', message: 'boom' } });
  });

  it("refuses a response over Lambda's 6 MB, and a payload over it before invoking", async () => {
    const big = 'x'.repeat(apiLimits.lambdaPayloadBytes);
    let invoked = false;

    const response = await invoke(async () => ({ big }));
    const request = await invoke(async () => {
      invoked = true;
      return null;
    }, 1, { big });

    expect(response).toMatchObject({ error: { type: 'Lambda:ResponseSizeTooLarge' } });
    expect(request).toMatchObject({ error: { type: 'Lambda:RequestEntityTooLargeException' } });
    expect(invoked).toBe(false);
  });
});
