import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IGraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { Dashboard, type Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { HandlerMetricNames } from '../../schema/src/operations/metric-names';
import { FunctionMonitor } from '../constructs/function-monitor';
import { ApiMonitor, DeadLetterQueueMonitor, TableMonitor, type ServiceMonitor } from '../constructs/service-monitors';
import { metricsNamespace, pascalCase } from '../naming';

/** A function to watch, by its service name. */
export interface WatchedFunction {
  fn: IFunction;
  /** What its handler publishes about itself; absent for functions with Lambda's metrics only. */
  handlerMetrics?: HandlerMetricNames;
  /** p99 duration that alarms; defaults to 3 s (a tenth of AppSync's 30 s). */
  latencyThresholdMs?: number;
}

export interface MonitoringStackProps extends StackProps {
  /** Every function of the platform, by service name (the Powertools service name where it has one). */
  functions: ReadonlyMap<string, WatchedFunction>;
  api: IGraphqlApi;
  table: ITable;
  /** Dead-letter queues (the workflow effects' one), by name: a message in any of them alarms. */
  deadLetterQueues?: ReadonlyMap<string, IQueue>;
  /** Subscribed to the alarm topic by email when set (settings `alarmEmail`). */
  alarmEmail?: string;
}

/**
 * Operators' view: one dashboard with a row per function, the API and the table, and every alarm sent to one
 * SNS topic that refuses publishers without TLS.
 */
export class MonitoringStack extends Stack {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Campus forms alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const monitors: ServiceMonitor[] = [new ApiMonitor(this, 'ApiMonitor', props.api), new TableMonitor(this, 'TableMonitor', props.table)];
    for (const [name, queue] of props.deadLetterQueues ?? []) {
      monitors.push(new DeadLetterQueueMonitor(this, `${pascalCase(name)}Monitor`, { name, queue }));
    }
    for (const [service, watched] of props.functions) {
      monitors.push(new FunctionMonitor(this, `${pascalCase(service)}Monitor`, { service, ...watched, namespace: metricsNamespace }));
    }

    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${this.stackName}-functions` });
    const action = new SnsAction(this.alarmTopic);
    this.alarms = monitors.flatMap((monitor) => monitor.alarms);
    for (const monitor of monitors) dashboard.addWidgets(...monitor.widgets);
    for (const alarm of this.alarms) alarm.addAlarmAction(action);
  }
}
