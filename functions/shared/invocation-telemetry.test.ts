import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInvocation } from './invocation-telemetry';
import { schedulerMetrics } from '../../schema/src/operations/metric-names';
import { createObservability } from './observability';

const context = { functionName: 'campus-forms-scheduler', awsRequestId: 'req-1' } as Context;

/** A real logger and real metrics, with what they would print and publish captured. */
function observed() {
  const observability = createObservability('scheduler');
  observability.logger.setLogLevel('INFO');
  const lines: Record<string, unknown>[] = [];
  // Outside Lambda the logger writes JSON lines to stdout through its own Console.
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(JSON.parse(String(chunk)));
    return true;
  });
  const published: string[][] = [];
  vi.spyOn(observability.metrics, 'publishStoredMetrics').mockImplementation(() => {
    published.push(observability.metrics.serializeMetrics()._aws.CloudWatchMetrics[0]!.Metrics.map((metric) => metric.Name));
    observability.metrics.clearMetrics();
    return observability.metrics;
  });
  const coldStarts = vi.spyOn(observability.metrics, 'captureColdStartMetric');
  return { observability, lines, published, coldStarts };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startInvocation', () => {
  it('puts the correlation id on every log line of the invocation, and on none after it', () => {
    const { observability, lines } = observed();

    const invocation = startInvocation(observability, { name: 'run', correlationId: 'Root=1-abc', context, metricNames: schedulerMetrics });
    observability.logger.info('first');
    observability.logger.info('second');
    invocation.end();
    observability.logger.info('after');

    expect(lines.map((line) => [line.message, line.correlation_id])).toEqual([
      ['first', 'Root=1-abc'],
      ['second', 'Root=1-abc'],
      ['after', undefined],
    ]);
    expect(lines[0]).toMatchObject({ service: 'scheduler', function_name: 'campus-forms-scheduler', function_request_id: 'req-1' });
  });

  it('publishes a call and its latency under the handler’s own names, and a failure only when told', () => {
    const { observability, published } = observed();

    startInvocation(observability, { name: 'run', context, metricNames: schedulerMetrics }).end();
    const failing = startInvocation(observability, { name: 'run', context, metricNames: schedulerMetrics });
    failing.failed(new Error('boom'));
    failing.end();

    expect(published).toEqual([
      ['SchedulerRuns', 'SchedulerRunLatency'],
      ['SchedulerRuns', 'SchedulerRunFailures', 'SchedulerRunLatency'],
    ]);
  });

  it('asks Powertools for the cold-start metric with the function name on every invocation (it counts only the first)', () => {
    const { observability, coldStarts } = observed();

    startInvocation(observability, { name: 'run', context, metricNames: schedulerMetrics }).end();

    expect(coldStarts).toHaveBeenCalledWith('campus-forms-scheduler');
  });
});
