import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMetrics, guestKeyMetrics, resolverMetrics, schedulerMetrics } from '../../schema/src/operations/metric-names';
import { MonitoringStack } from '../../infra/stacks/monitoring-stack';
import { synthPlatform } from './support/platform';

type AlarmProperties = Record<string, unknown> & { AlarmDescription: string; Threshold: number; AlarmActions: unknown };

const alarmsOf = (template: Template) =>
  Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties as AlarmProperties);

/** The names of the metrics an alarm watches, directly or through a math expression. */
const watchedMetrics = (alarm: AlarmProperties) =>
  JSON.stringify(alarm).match(/"MetricName":"[^"]+"/g)?.map((match) => match.slice(14, -1)) ?? [];

describe('MonitoringStack', () => {
  let template: Template;
  let services: string[];
  beforeAll(() => {
    const platform = synthPlatform({ alarmEmail: 'ops@campus.example.edu' });
    services = [...platform.api.domainFunctions.keys(), 'scheduler', 'guest-key', 'auth', 'provisioning'];
    template = Template.fromStack(platform.monitoring);
  });

  it('raises failure, throttle and p99 duration alarms for every function, the auth function included, to the topic', () => {
    const alarms = alarmsOf(template);
    const [topic] = Object.keys(template.findResources('AWS::SNS::Topic'));

    const latencyLimit: Record<string, number> = { scheduler: 60_000, provisioning: 240_000 };
    for (const service of services) {
      const own = alarms.filter((alarm) => alarm.AlarmDescription.startsWith(`${service}:`));
      expect(own.map((alarm) => alarm.Threshold), service).toEqual([1, 1, latencyLimit[service] ?? 3000]);
    }
    expect(alarms.length).toBeGreaterThan(services.length * 3);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it("counts each handler's own failures with Lambda's errors, under names that do not shadow AWS/Lambda's", () => {
    const failuresOf = (service: string) =>
      watchedMetrics(alarmsOf(template).find((alarm) => alarm.AlarmDescription.startsWith(`${service}: one or more failures`))!);

    expect(failuresOf('forms')).toEqual([resolverMetrics.failures, 'Errors']);
    expect(failuresOf('scheduler')).toEqual([schedulerMetrics.failures, 'Errors']);
    expect(failuresOf('auth')).toEqual([authMetrics.failures, 'Errors']);
    expect(failuresOf('guest-key')).toEqual([guestKeyMetrics.failures, 'Errors']);
    expect(failuresOf('provisioning')).toEqual(['Errors']);
    const ownNames = [resolverMetrics, schedulerMetrics, authMetrics, guestKeyMetrics].flatMap((names) => Object.values(names));
    for (const shadowed of ['Invocations', 'Errors', 'Throttles', 'Duration', 'Latency', 'Requests']) expect(ownNames).not.toContain(shadowed);
  });

  it('alarms on AppSync 5XX errors and p99 latency, and on table read and write throttles and system errors', () => {
    const byDescription = (prefix: string) => alarmsOf(template).filter((alarm) => alarm.AlarmDescription.startsWith(prefix));

    expect(byDescription('api:').map(watchedMetrics)).toEqual([['5XXError'], ['Latency']]);
    expect(byDescription('table:').map((alarm) => [...new Set(watchedMetrics(alarm))])).toEqual([
      ['ReadThrottleEvents'],
      ['WriteThrottleEvents'],
      ['SystemErrors'],
    ]);
  });

  it('sends alarms to the configured email over a topic that refuses publishers without TLS', () => {
    const [policy] = Object.values(template.findResources('AWS::SNS::TopicPolicy'));

    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@campus.example.edu' });
    expect(policy!.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('subscribes nobody when no alarm email is configured', () => {
    expect(Template.fromStack(synthPlatform().monitoring).findResources('AWS::SNS::Subscription')).toEqual({});
  });

  it('alarms on the first message in a dead-letter queue handed to it', () => {
    const app = new App();
    const producer = new Stack(app, 'Producer');
    const monitoring = new MonitoringStack(app, 'Monitoring', {
      functions: new Map([['forms', { fn: LambdaFunction.fromFunctionName(producer, 'Fn', 'forms'), handlerMetrics: resolverMetrics }]]),
      api: GraphqlApi.fromGraphqlApiAttributes(producer, 'Api', { graphqlApiId: 'api-id' }),
      table: Table.fromTableName(producer, 'Table', 'table'),
      deadLetterQueues: new Map([['effects', new Queue(producer, 'EffectsDeadLetters')]]),
    });

    const [queueAlarm] = alarmsOf(Template.fromStack(monitoring)).filter((alarm) => alarm.AlarmDescription.startsWith('effects:'));
    expect(queueAlarm).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1, Namespace: 'AWS/SQS' });
  });

  it('charts every service, the API and the table on the dashboard', () => {
    const [resource] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const dashboard = JSON.stringify(resource!.Properties.DashboardBody);

    for (const service of services) expect(dashboard).toContain(`"title\\":\\"${service}: `);
    for (const metric of [resolverMetrics.calls, resolverMetrics.clientErrors, resolverMetrics.dynamoRequests, '5XXError', 'ReadThrottleEvents']) {
      expect(dashboard).toContain(metric);
    }
  });
});
