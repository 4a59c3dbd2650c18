import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, GraphWidget, Metric, type Alarm, type IMetric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { Operation, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { alarmOn } from './alarm-on';

const period = Duration.minutes(5);
const { GREATER_THAN_OR_EQUAL_TO_THRESHOLD: atLeast, GREATER_THAN_THRESHOLD: above } = ComparisonOperator;

/** A monitor of one service: its dashboard row and its alarms. */
export interface ServiceMonitor {
  readonly widgets: IWidget[];
  readonly alarms: Alarm[];
}

/** p99 AppSync latency above which the API alarm fires: a tenth of AppSync's 30 s request limit. */
export const apiLatencyThresholdMs = 3000;

/**
 * The GraphQL API as AppSync sees it: 5XX errors (AppSync's own failures and Lambda resolvers that failed
 * outright) and p99 request latency, from the AWS/AppSync namespace.
 */
export class ApiMonitor extends Construct implements ServiceMonitor {
  readonly widgets: IWidget[];
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, api: IGraphqlApi) {
    super(scope, id);
    const appSync = (metricName: string, statistic: string, label = metricName) =>
      new Metric({ namespace: 'AWS/AppSync', metricName, dimensionsMap: { GraphQLAPIId: api.apiId }, statistic, period, label });
    const serverErrors = appSync('5XXError', 'Sum');
    const latencyP99 = appSync('Latency', 'p99', 'Latency p99');
    this.widgets = [
      new GraphWidget({ title: 'api: requests and errors', left: [appSync('Requests', 'Sum'), appSync('4XXError', 'Sum'), serverErrors], width: 12 }),
      new GraphWidget({ title: 'api: latency (ms)', left: [appSync('Latency', 'p50', 'Latency p50'), latencyP99], width: 12 }),
    ];
    this.alarms = [
      alarmOn(this, 'ServerErrors', { description: 'api: AppSync answered 5XX in the last 5 minutes', metric: serverErrors, comparison: atLeast, threshold: 1 }),
      alarmOn(this, 'LatencyP99', {
        description: `api: AppSync p99 latency above ${apiLatencyThresholdMs / 1000} s over 5 minutes`,
        metric: latencyP99,
        comparison: above,
        threshold: apiLatencyThresholdMs,
      }),
    ];
  }
}

/** The operations the functions send; their SystemErrors sum is the table's own failures (10 metrics at most). */
const watchedOperations = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
];

/** The table: read and write throttle events and DynamoDB's own errors (SystemErrors), each alarming at one. */
export class TableMonitor extends Construct implements ServiceMonitor {
  readonly widgets: IWidget[];
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, table: ITable) {
    super(scope, id);
    const readThrottles = table.metric('ReadThrottleEvents', { period, statistic: 'Sum' });
    const writeThrottles = table.metric('WriteThrottleEvents', { period, statistic: 'Sum' });
    const systemErrors = table.metricSystemErrorsForOperations({ operations: watchedOperations, period, statistic: 'Sum' });
    this.widgets = [
      new GraphWidget({ title: 'table: throttles and system errors', left: [readThrottles, writeThrottles, systemErrors], width: 12 }),
    ];
    const each = (name: string, description: string, metric: IMetric) =>
      alarmOn(this, name, { description: `table: ${description}`, metric, comparison: atLeast, threshold: 1 });
    this.alarms = [
      each('ReadThrottles', 'read requests throttled in the last 5 minutes', readThrottles),
      each('WriteThrottles', 'write requests throttled in the last 5 minutes', writeThrottles),
      each('SystemErrors', 'DynamoDB system errors in the last 5 minutes', systemErrors),
    ];
  }
}

/** A dead-letter queue: any message in it is work that failed every retry, so one visible message alarms. */
export class DeadLetterQueueMonitor extends Construct implements ServiceMonitor {
  readonly widgets: IWidget[];
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: { name: string; queue: IQueue }) {
    super(scope, id);
    const visible = props.queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' });
    this.widgets = [new GraphWidget({ title: `${props.name}: messages waiting`, left: [visible], width: 6 })];
    this.alarms = [
      alarmOn(this, 'MessagesVisible', {
        description: `${props.name}: messages in the dead-letter queue (work that failed every retry)`,
        metric: visible,
        comparison: atLeast,
        threshold: 1,
      }),
    ];
  }
}

