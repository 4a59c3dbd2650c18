import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDomainHandler } from './create-handler';
import { forbidden } from './errors';
import { createObservability } from './observability';

const context = { functionName: 'campus-forms-forms', awsRequestId: 'req-9' } as Context;

const event = (fieldName: string) =>
  ({
    arguments: {},
    identity: { sub: 'user-1', claims: { sub: 'user-1' } },
    source: null,
    request: { headers: { 'x-amzn-trace-id': 'Root=1-trace' }, domainName: null },
    info: { fieldName, parentTypeName: 'Query', variables: {}, selectionSetList: [], selectionSetGraphQL: '' },
    prev: null,
    stash: {},
  }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;

function observedHandler() {
  const observability = createObservability('forms');
  observability.logger.setLogLevel('INFO');
  const lines: Record<string, unknown>[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  };
  // Outside Lambda the logger writes JSON lines to stdout (and errors to stderr) through its own Console.
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  const published: string[][] = [];
  vi.spyOn(observability.metrics, 'publishStoredMetrics').mockImplementation(() => {
    published.push(observability.metrics.serializeMetrics()._aws.CloudWatchMetrics[0]!.Metrics.map((metric) => metric.Name));
    observability.metrics.clearMetrics();
    return observability.metrics;
  });
  const handler = createDomainHandler(observability, (app) => {
    app.onQuery('refuse', () => {
      throw forbidden('Not yours.');
    });
    app.onQuery('crash', () => {
      throw new Error('boom');
    });
  });
  return { handler, lines, published };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createDomainHandler telemetry', () => {
  it('counts a crash as a resolver failure and logs it with the request’s trace id and field', async () => {
    const { handler, lines, published } = observedHandler();

    await handler(event('crash'), context);

    expect(published).toEqual([['ResolverCalls', 'DynamoRequests', 'ResolverFailures', 'ResolverLatency']]);
    expect(lines.find((line) => line.level === 'ERROR')).toMatchObject({
      correlation_id: 'Root=1-trace',
      field: 'Query.crash',
      function_request_id: 'req-9',
    });
  });

  it('counts a refusal as a client error, not a failure', async () => {
    const { handler, published } = observedHandler();

    await handler(event('refuse'), context);

    expect(published[0]).toContain('ResolverClientErrors');
    expect(published[0]).not.toContain('ResolverFailures');
  });
});
