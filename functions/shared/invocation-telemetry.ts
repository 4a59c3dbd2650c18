import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import type { HandlerMetricNames } from '../../schema/src/operations/metric-names';
import type { Observability } from './observability';

/** What one invocation is, for its logs, metrics and trace. */
export interface InvocationFacts {
  /** The trace subsegment's name (`## Query.form`, `## scheduler run`). */
  name: string;
  /** The id that ties this invocation's log lines to the request that caused it (see correlation-ids.ts). */
  correlationId?: string;
  /** Lambda's context; the local harness passes a stand-in. */
  context?: Context;
  metricNames: HandlerMetricNames;
}

/** The end of an invocation's telemetry: call `failed` for an unexpected failure, then `end` exactly once. */
export interface InvocationTelemetry {
  failed(error: unknown): void;
  end(): void;
}

/**
 * Starts one invocation's telemetry: the correlation id on every log line until `end`, the cold-start metric
 * (Powertools' `ColdStart`, once per container), a call counted under the handler's own metric names, and an
 * X-Ray subsegment annotated with the cold start and the service. `end` records the latency, closes the
 * subsegment and publishes the metrics, whatever the outcome.
 */
export function startInvocation({ logger, metrics, tracer }: Observability, facts: InvocationFacts): InvocationTelemetry {
  const started = performance.now();
  if (facts.context?.functionName) logger.addContext(facts.context);
  if (facts.correlationId) logger.setCorrelationId(facts.correlationId);
  metrics.captureColdStartMetric(facts.context?.functionName);
  metrics.addMetric(facts.metricNames.calls, MetricUnit.Count, 1);

  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  const segment = parent?.addNewSubsegment(`## ${facts.name}`);
  if (segment) {
    tracer.setSegment(segment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    if (facts.correlationId) tracer.putAnnotation('correlationId', facts.correlationId);
  }
  return {
    failed(error) {
      metrics.addMetric(facts.metricNames.failures, MetricUnit.Count, 1);
      if (segment) tracer.addErrorAsMetadata(error as Error);
    },
    end() {
      metrics.addMetric(facts.metricNames.latency, MetricUnit.Milliseconds, performance.now() - started);
      if (segment && parent) {
        segment.close();
        tracer.setSegment(parent);
      }
      metrics.publishStoredMetrics();
      // The correlation id and the context keys belong to this invocation only.
      logger.resetKeys();
    },
  };
}
