import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { metricsNamespace } from '../../schema/src/operations/metric-names';

export { metricsNamespace };

/** What the invocation telemetry uses of Powertools' Tracer. */
export type InvocationTracer = Pick<
  Tracer,
  'isTracingEnabled' | 'getSegment' | 'setSegment' | 'annotateColdStart' | 'addServiceNameAnnotation' | 'putAnnotation' | 'addErrorAsMetadata'
>;

/**
 * Whether X-Ray tracing can be on here: in Lambda, unless POWERTOOLS_TRACE_ENABLED is "false" (the Tracer's own
 * rule). Elsewhere (the local harness, tests, benchmarks) the Tracer is never loaded: importing it loads the
 * X-Ray SDK, whose cls-hooked context turns on async hooks with destroy tracking for every promise of the
 * process (about 15x the cost of each await, measured: docs/performance.md).
 */
const tracingPossible = Boolean(process.env.AWS_EXECUTION_ENV) && process.env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false';
const TracerClass = tracingPossible ? (await import('@aws-lambda-powertools/tracer')).Tracer : undefined;

/** The tracer where tracing cannot be on: answers that it is off, and is never asked anything else. */
const tracingOff: InvocationTracer = {
  isTracingEnabled: () => false,
  getSegment: () => undefined,
  setSegment: () => undefined,
  annotateColdStart: () => undefined,
  addServiceNameAnnotation: () => undefined,
  putAnnotation: () => undefined,
  addErrorAsMetadata: () => undefined,
};

/** Creates the logger, metrics and tracer of one function (once per cold start). */
export function createObservability(serviceName: string) {
  const logger = new Logger({ serviceName });
  const metrics = new Metrics({ namespace: metricsNamespace, serviceName });
  const tracer: InvocationTracer = TracerClass ? new TracerClass({ serviceName }) : tracingOff;
  return { logger, metrics, tracer };
}

export type Observability = ReturnType<typeof createObservability>;
