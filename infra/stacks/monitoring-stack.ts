import { Stack, type StackProps } from 'aws-cdk-lib';
import { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { FunctionMonitor } from '../constructs/function-monitor';
import { metricsNamespace, pascalCase } from '../naming';

export interface MonitoringStackProps extends StackProps {
  /** The domain functions, by domain (the Powertools service name). */
  domainFunctions: ReadonlyMap<string, IFunction>;
  alarmEmail?: string;
}

/** Operators' view: a dashboard row per domain function and its alarms, published to one SNS topic. */
export class MonitoringStack extends Stack {
  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Campus forms alarms' });
    if (props.alarmEmail) alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${this.stackName}-functions` });
    for (const [service, fn] of props.domainFunctions) {
      const monitor = new FunctionMonitor(this, `${pascalCase(service)}Monitor`, {
        service,
        fn,
        namespace: metricsNamespace,
        alarmTopic,
      });
      dashboard.addWidgets(...monitor.widgets);
    }
  }
}
