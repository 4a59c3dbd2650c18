import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { metricsNamespace } from '../../schema/src/operations/metric-names';

export { metricsNamespace };

/**
 * Creates the logger, metrics and tracer of one function (once per cold start). The tracer switches itself off
 * outside Lambda (the local harness, tests), so it costs nothing there.
 */
export function createObservability(serviceName: string) {
  const logger = new Logger({ serviceName });
  const metrics = new Metrics({ namespace: metricsNamespace, serviceName });
  const tracer = new Tracer({ serviceName });
  return { logger, metrics, tracer };
}

export type Observability = ReturnType<typeof createObservability>;
