import { Duration } from 'aws-cdk-lib';
import {
  type Alarm,
  ComparisonOperator,
  GraphWidget,
  MathExpression,
  Metric,
  type IMetric,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { HandlerMetricNames } from '../../schema/src/operations/metric-names';
import { alarmOn } from './alarm-on';

export interface FunctionMonitorProps {
  /** The function's name for people: the Powertools service name (the `service` dimension) when it has one. */
  service: string;
  fn: IFunction;
  namespace: string;
  /**
   * The metrics the function's handler publishes about itself (functions/shared/metric-names.ts). Absent for
   * functions without Powertools wiring (the provisioning custom resource): Lambda's own metrics only.
   */
  handlerMetrics?: HandlerMetricNames;
  /** p99 duration above which the latency alarm fires; defaults to 3 s (AppSync waits at most 30 s). */
  latencyThresholdMs?: number;
}

const period = Duration.minutes(5);

/**
 * One function's dashboard row and alarms. The domain handlers turn failures into error envelopes, so Lambda's
 * own Errors stays near zero for them; the error alarm adds the handler-published failures to it.
 */
export class FunctionMonitor extends Construct {
  readonly widgets: IWidget[];
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: FunctionMonitorProps) {
    super(scope, id);
    const { service, fn, namespace, handlerMetrics } = props;
    const emf = (metricName: string, statistic: string, label = metricName) =>
      new Metric({ namespace, metricName, dimensionsMap: { service }, statistic, period, label });
    const lambdaErrors = fn.metricErrors({ period, statistic: 'Sum' });
    const throttles = fn.metricThrottles({ period, statistic: 'Sum' });
    const durationP99 = fn.metricDuration({ period, statistic: 'p99', label: 'Duration p99' });

    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title: `${service}: ${title}`, left, right, width: 6, height: 6 });
    const handlerWidgets = handlerMetrics
      ? [
          graph(
            'handler calls and failures',
            [handlerMetrics.calls, handlerMetrics.failures, handlerMetrics.clientErrors].flatMap((name) => (name ? [emf(name, 'Sum')] : [])),
          ),
          graph(
            'handler latency (ms)',
            [emf(handlerMetrics.latency, 'p50', `${handlerMetrics.latency} p50`), emf(handlerMetrics.latency, 'p99', `${handlerMetrics.latency} p99`)],
            handlerMetrics.dynamoRequests ? [emf(handlerMetrics.dynamoRequests, 'Sum')] : [],
          ),
        ]
      : [];
    this.widgets = [
      ...handlerWidgets,
      graph('Lambda errors and throttles', [lambdaErrors, throttles]),
      graph('Lambda duration (ms)', [fn.metricDuration({ period, statistic: 'p50', label: 'Duration p50' }), durationP99]),
    ];

    const errors = handlerMetrics
      ? new MathExpression({
          expression: 'FILL(handlerFailures, 0) + FILL(lambdaErrors, 0)',
          usingMetrics: { handlerFailures: emf(handlerMetrics.failures, 'Sum'), lambdaErrors },
          period,
          label: `${service} failures`,
        })
      : lambdaErrors;
    const { GREATER_THAN_OR_EQUAL_TO_THRESHOLD: atLeast, GREATER_THAN_THRESHOLD: above } = ComparisonOperator;
    const latencyMs = props.latencyThresholdMs ?? 3000;
    this.alarms = [
      alarmOn(this, 'Errors', { description: `${service}: one or more failures in 5 minutes`, metric: errors, comparison: atLeast, threshold: 1 }),
      alarmOn(this, 'Throttles', { description: `${service}: Lambda throttled invocations in 5 minutes`, metric: throttles, comparison: atLeast, threshold: 1 }),
      alarmOn(this, 'LatencyP99', {
        description: `${service}: p99 duration above ${latencyMs / 1000} s over 5 minutes`,
        metric: durationP99,
        comparison: above,
        threshold: latencyMs,
      }),
    ];
  }
}
