import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface FunctionMonitorProps {
  /** The domain, which is also the Powertools service name (the `service` dimension). */
  service: string;
  fn: IFunction;
  namespace: string;
  alarmTopic: ITopic;
}

const period = Duration.minutes(5);

/**
 * One domain function's dashboard row and alarms. The handlers turn failures into error envelopes, so
 * Lambda's own Errors stays near zero; the error alarm adds the handler-published Errors to it.
 */
export class FunctionMonitor extends Construct {
  readonly widgets: IWidget[];
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: FunctionMonitorProps) {
    super(scope, id);
    const { service, fn, namespace } = props;
    const emf = (metricName: string, statistic: string, label = metricName) =>
      new Metric({ namespace, metricName, dimensionsMap: { service }, statistic, period, label });
    const lambdaErrors = fn.metricErrors({ period, statistic: 'Sum' });
    const throttles = fn.metricThrottles({ period, statistic: 'Sum' });
    const durationP99 = fn.metricDuration({ period, statistic: 'p99', label: 'Duration p99' });

    const graph = (title: string, left: Metric[], right: Metric[] = []) =>
      new GraphWidget({ title: `${service}: ${title}`, left, right, width: 6, height: 6 });
    this.widgets = [
      graph('requests', [emf('Invocations', 'Sum'), emf('Errors', 'Sum'), emf('ClientErrors', 'Sum')]),
      graph('latency (ms), DynamoDB requests', [emf('Latency', 'p50', 'Latency p50'), emf('Latency', 'p99', 'Latency p99')], [
        emf('DynamoRequests', 'Sum'),
      ]),
      graph('Lambda errors', [lambdaErrors, throttles]),
      graph('Lambda duration (ms)', [fn.metricDuration({ period, statistic: 'p50', label: 'Duration p50' }), durationP99]),
    ];

    const errors = new MathExpression({
      expression: 'FILL(handlerErrors, 0) + FILL(lambdaErrors, 0)',
      usingMetrics: { handlerErrors: emf('Errors', 'Sum'), lambdaErrors },
      period,
      label: `${service} errors`,
    });
    const { GREATER_THAN_OR_EQUAL_TO_THRESHOLD: atLeast, GREATER_THAN_THRESHOLD: above } = ComparisonOperator;
    const alarm = (
      name: string,
      description: string,
      metric: Metric | MathExpression,
      comparisonOperator: ComparisonOperator,
      threshold: number,
    ) =>
      new Alarm(this, name, {
        alarmDescription: `${service}: ${description}`,
        metric,
        threshold,
        comparisonOperator,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    this.alarms = [
      alarm('Errors', 'one or more errors in 5 minutes', errors, atLeast, 1),
      alarm('Throttles', 'Lambda throttled invocations in 5 minutes', throttles, atLeast, 1),
      alarm('LatencyP99', 'p99 duration above 3 s over 5 minutes', durationP99, above, 3000),
    ];
    const action = new SnsAction(props.alarmTopic);
    for (const each of this.alarms) each.addAlarmAction(action);
  }
}
