import { AsyncLocalStorage } from 'node:async_hooks';

/** Facts about the GraphQL request being served, visible to the data layer without threading them through. */
export interface RequestContext {
  /** The x-test-id header: every item created while serving this request is tagged with it. */
  testId?: string;
  /** DynamoDB requests made while serving this request (for metrics and benchmarks). */
  dynamoRequests: number;
  /** Request-scoped singletons (the authorization engine and its tuple cache), by name. */
  scoped: Map<string, unknown>;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with a fresh request context. */
export function runInRequestContext<T>(
  context: Omit<RequestContext, 'dynamoRequests' | 'scoped'>,
  work: () => Promise<T>,
) {
  return storage.run({ ...context, dynamoRequests: 0, scoped: new Map() }, work);
}

/**
 * The request's instance of something (created on first use), or a fresh one outside a request. Lets one
 * GraphQL request share, say, one authorization cache without threading it through every call.
 */
export function requestScoped<T>(name: string, create: () => T): T {
  const context = storage.getStore();
  if (!context) return create();
  if (!context.scoped.has(name)) context.scoped.set(name, create());
  return context.scoped.get(name) as T;
}

/** The context of the request being served, if any (seeding and scripts run outside one). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
