import { AsyncLocalStorage } from 'node:async_hooks';

/** Facts about the GraphQL request being served, visible to the data layer without threading them through. */
export interface RequestContext {
  /** The x-test-id header: every item created while serving this request is tagged with it. */
  testId?: string;
  /** DynamoDB requests made while serving this request (for metrics and benchmarks). */
  dynamoRequests: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with a fresh request context. */
export function runInRequestContext<T>(context: Omit<RequestContext, 'dynamoRequests'>, work: () => Promise<T>) {
  return storage.run({ ...context, dynamoRequests: 0 }, work);
}

/** The context of the request being served, if any (seeding and scripts run outside one). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
