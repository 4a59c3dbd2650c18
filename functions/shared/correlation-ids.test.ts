import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { appSyncCorrelationId, eventBridgeCorrelationId, httpCorrelationId } from './correlation-ids';

const context = { awsRequestId: 'lambda-request' } as Context;

describe('correlation ids', () => {
  it('takes the X-Ray trace id AppSync forwards in the request headers, whatever its case', () => {
    expect(appSyncCorrelationId({ request: { headers: { 'X-Amzn-Trace-Id': 'Root=1-abc' } } }, context)).toBe('Root=1-abc');
  });

  it("falls back to Lambda's request id when a request carries no trace id", () => {
    expect(appSyncCorrelationId({ request: { headers: {} } }, context)).toBe('lambda-request');
    expect(appSyncCorrelationId({ request: null }, context)).toBe('lambda-request');
  });

  it('takes the request id of an HTTP request and the id of an EventBridge event', () => {
    expect(httpCorrelationId({ requestContext: { requestId: 'http-request' } }, context)).toBe('http-request');
    expect(eventBridgeCorrelationId({ id: 'event-1' }, context)).toBe('event-1');
    expect(eventBridgeCorrelationId({}, context)).toBe('lambda-request');
  });
});
