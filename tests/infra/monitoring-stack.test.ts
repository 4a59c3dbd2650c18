import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthPlatform } from './support/platform';

describe('MonitoringStack', () => {
  let template: Template;
  let services: string[];
  beforeAll(() => {
    const platform = synthPlatform();
    services = [...platform.api.domainFunctions.keys(), 'scheduler'];
    template = Template.fromStack(platform.monitoring);
  });

  it('raises errors, throttles and p99 latency alarms for every domain function and the scheduler to the SNS topic', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0];

    expect(services.length).toBeGreaterThan(0);
    for (const service of services) {
      const own = alarms.filter((alarm) => String(alarm.AlarmDescription).startsWith(`${service}:`));
      expect(own.map((alarm) => alarm.Threshold)).toEqual([1, 1, 3000]);
    }
    expect(alarms).toHaveLength(services.length * 3);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it('charts the Powertools metrics of every service on the dashboard', () => {
    const [resource] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const dashboard = JSON.stringify(resource!.Properties.DashboardBody);

    for (const service of services) {
      expect(dashboard).toContain(`\\"service\\",\\"${service}\\"`);
    }
    for (const metric of ['Invocations', 'ClientErrors', 'Latency', 'DynamoRequests', 'Throttles', 'Duration']) {
      expect(dashboard).toContain(metric);
    }
  });
});
