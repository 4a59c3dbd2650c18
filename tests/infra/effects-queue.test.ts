import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthPlatform } from './support/platform';

const resourcesOf = (template: Template, type: string) => Object.entries(template.findResources(type)).map(([id, resource]) => ({ id, properties: resource.Properties as Record<string, unknown> }));

const variablesOf = (properties: Record<string, unknown>) => (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};

describe('the effects queue', () => {
  let template: Template;
  let monitoring: Template;
  beforeAll(() => {
    const platform = synthPlatform();
    template = Template.fromStack(platform.api);
    monitoring = Template.fromStack(platform.monitoring);
  });

  const worker = () => resourcesOf(template, 'AWS::Lambda::Function').find(({ properties }) => variablesOf(properties).POWERTOOLS_SERVICE_NAME === 'effects')!;

  it('runs a worker for 15 minutes at most, behind a queue whose visibility timeout is six times that, with a dead-letter queue after 5 receives', () => {
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const main = queues.find(({ properties }) => properties.RedrivePolicy);

    expect(worker().properties).toMatchObject({ Timeout: 900, Runtime: 'nodejs22.x' });
    expect(main?.properties).toMatchObject({ VisibilityTimeout: 5400, SqsManagedSseEnabled: true, RedrivePolicy: { maxReceiveCount: 5 } });
    expect(queues).toHaveLength(2);
  });

  it('feeds the worker from the queue with partial batch failures reported', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: worker().id },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('raises an alarm as soon as a message reaches the dead-letter queue', () => {
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::ImportValue': Match.stringLikeRegexp('EffectsDeadLetters') } }],
    });
  });

  it('lets the functions that move or start forms send to the queue, naming it, and only them', () => {
    const senders = resourcesOf(template, 'AWS::Lambda::Function')
      .filter(({ properties }) => variablesOf(properties).EFFECTS_QUEUE_URL)
      .map(({ properties }) => variablesOf(properties).POWERTOOLS_SERVICE_NAME)
      .sort();

    // The testing function, which may also send, is deployed only with testSupport (not in this synth).
    expect(senders).toEqual(['assignments', 'effects', 'forms', 'scheduler']);
  });

  it('sends the workflow mail from the worker', () => {
    expect(variablesOf(worker().properties)).toMatchObject({ MAIL_TRANSPORT: 'ses' });
  });
});
