/**
 * The names of the metrics the functions publish and the monitoring stack charts and alarms on: one list, so a
 * rename cannot leave an alarm watching a metric nobody publishes. None shadows a name of the services'
 * own namespaces (AWS/Lambda's Invocations, Errors, Duration; AWS/AppSync's Latency, Requests), so a
 * dashboard search for one finds one thing.
 */
export const metricsNamespace = 'CampusForms';

/** The per-invocation metrics of one kind of handler: calls, failures (not answers such as FORBIDDEN), latency. */
export interface HandlerMetricNames {
  calls: string;
  failures: string;
  latency: string;
  /** Answers with an error code the caller caused, where the handler counts them. */
  clientErrors?: string;
  /** DynamoDB requests per call, where the handler counts them. */
  dynamoRequests?: string;
}

/** Domain functions behind AppSync (functions/shared/create-handler.ts). */
export const resolverMetrics = {
  calls: 'ResolverCalls',
  failures: 'ResolverFailures',
  latency: 'ResolverLatency',
  clientErrors: 'ResolverClientErrors',
  dynamoRequests: 'DynamoRequests',
} as const satisfies Required<HandlerMetricNames>;

/** The workflow scheduler's runs (functions/scheduler/handler.ts). */
export const schedulerMetrics = {
  calls: 'SchedulerRuns',
  failures: 'SchedulerRunFailures',
  latency: 'SchedulerRunLatency',
} as const satisfies HandlerMetricNames;

/** The guest key keeper's weekly runs (functions/guest-key/handler.ts). */
export const guestKeyMetrics = {
  calls: 'GuestKeyRuns',
  failures: 'GuestKeyRunFailures',
  latency: 'GuestKeyRunLatency',
} as const satisfies HandlerMetricNames;

/** The auth API's requests (functions/auth/handler.ts); failures are its 500 answers. */
export const authMetrics = {
  calls: 'AuthRequests',
  failures: 'AuthFailures',
  latency: 'AuthLatency',
} as const satisfies HandlerMetricNames;

/** The effects worker's batches (functions/effects/handler.ts); failures are batches that threw. */
export const effectsMetrics = {
  calls: 'EffectBatches',
  failures: 'EffectBatchFailures',
  latency: 'EffectBatchLatency',
} as const satisfies HandlerMetricNames;
