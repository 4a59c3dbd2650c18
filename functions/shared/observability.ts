import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/** The metric namespace every function publishes to; the monitoring stack reads the same name. */
export const metricsNamespace = 'CampusForms';

/** Creates the logger and the metrics of one domain function (once per cold start). */
export function createObservability(serviceName: string) {
  const logger = new Logger({ serviceName });
  const metrics = new Metrics({ namespace: metricsNamespace, serviceName });
  return { logger, metrics };
}

export type Observability = ReturnType<typeof createObservability>;
