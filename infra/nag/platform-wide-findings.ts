import type { Finding } from './finding';

/**
 * Findings every stack with functions carries, for reasons that hold for each of them. `table` is how the
 * stack's findings name the table's ARN (acknowledgements.ts).
 */
export const platformWideFindings = (table: string): Finding[] => [
  {
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 is the runtime the code is tested on (CI, the bundle-load test); moving to a newer runtime is a ' +
      'tested change of its own, not a default.',
  },
  {
    id: 'Serverless-LambdaLatestVersion',
    reason: 'Same as AwsSolutions-L1: Node.js 22 is the tested runtime.',
  },
  {
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      "CDK's default for every function: the AWS-managed policy allows only creating log streams and writing logs.",
  },
  {
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords) and log retention (logs:PutRetentionPolicy) ' +
      'take no resource; tests/infra/nag-gate.test.ts checks that no other action is granted on *.',
  },
  {
    id: `AwsSolutions-IAM5[Resource::${table}/index/*]`,
    reason:
      "Queries run on the table's indexes, all declared in functions/data/table-layout.ts; the grant covers the " +
      'indexes of this one table. Per-entity dynamodb:LeadingKeys conditions would need a policy per access ' +
      'pattern that no test exercises against IAM, so a missed pattern would fail only in AWS.',
  },
  {
    id: 'Serverless-LambdaDLQ',
    reason:
      'AppSync, CloudFront and CloudFormation invoke these functions synchronously, and SQS event sources poll, where ' +
      "a function's DLQ never applies (a queue's own redrive does); the scheduler's failed run is retried by " +
      "EventBridge and repeated by the next minute's run.",
  },
  {
    id: 'Serverless-EventBusDLQ',
    reason: "The scheduler rule's target: a missed run is made up by the next minute's run, which fires whatever is due.",
  },
];
