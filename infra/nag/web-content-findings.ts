import { DefaultStackSynthesizer, Stack } from 'aws-cdk-lib';
import type { BucketDeployment } from 'aws-cdk-lib/aws-s3-deployment';
import type { IConstruct } from 'constructs';
import type { Finding } from './finding';

/**
 * How cdk-nag names the objects of the bootstrap asset bucket, where `cdk deploy` stages the web build's zip:
 * DefaultStackSynthesizer's bucket name with the stack's qualifier, its pseudo parameters as `<AWS::...>`.
 */
function assetObjectsName(stack: Stack) {
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const bucket = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', qualifier).replace(
    /\$\{(AWS::\w+)\}/g,
    '<$1>',
  );
  return `arn:<AWS::Partition>:s3:::${bucket}/*`;
}

const handlerReason = "CDK's BucketDeployment handler (Custom::CDKBucketDeployment), which copies the web build into the web bucket";

/**
 * The findings on CDK's BucketDeployment handler, a singleton Lambda function and role that aws-cdk-lib defines
 * and grants itself. `destinationObjects` is how the findings name the web bucket's objects. Answers the
 * construct to acknowledge them on (the handler function, its role within it) with the findings.
 */
export function webContentFindings(deployment: BucketDeployment, destinationObjects: string): { handler: IConstruct; findings: Finding[] } {
  const handler = deployment.handlerRole.node.scope as IConstruct;
  const findings: Finding[] = [
    ...['s3:GetObject*', 's3:GetBucket*', 's3:List*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason:
        `${handlerReason}: CDK's grantRead of the build's asset zip and grantReadWrite of the web bucket use S3's ` +
        'action groups; they reach only the bootstrap asset bucket and the web bucket.',
    })),
    ...['s3:DeleteObject*', 's3:Abort*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason:
        `${handlerReason}: its sync prunes the files of the previous build and aborts an upload it failed; CDK's ` +
        'grantReadWrite grants them on the web bucket only.',
    })),
    {
      id: `AwsSolutions-IAM5[Resource::${assetObjectsName(Stack.of(deployment))}]`,
      reason:
        `${handlerReason}: read access to the bootstrap asset bucket's objects, where cdk deploy stages the zip ` +
        "under a content hash; CDK's asset grant names no single key.",
    },
    {
      id: `AwsSolutions-IAM5[Resource::${destinationObjects}]`,
      reason: `${handlerReason}: each deploy replaces the whole site, so every key of the web bucket is its to write and delete.`,
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        `${handlerReason}: CDK grants cloudfront:CreateInvalidation and GetInvalidation on * to invalidate the ` +
        "distribution after a deploy (BucketDeployment offers no distribution-scoped grant); the gate test checks it is only these.",
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${handlerReason}: CDK's role uses the AWS-managed policy, which allows only writing its own logs.`,
    },
    ...['AwsSolutions-L1', 'Serverless-LambdaLatestVersion'].map((id) => ({
      id,
      reason:
        `${handlerReason}: its Python runtime and AWS CLI layer are chosen by aws-cdk-lib, not settable, and move ` +
        'with the pinned aws-cdk-lib version (design.md, "Version pins").',
    })),
    {
      id: 'Serverless-LambdaDLQ',
      reason:
        `${handlerReason}: CloudFormation invokes it and waits for its answer; a failure fails and rolls back the ` +
        'deploy, so there is no lost event for a dead-letter queue to keep.',
    },
    {
      id: 'Serverless-LambdaTracing',
      reason: `${handlerReason}: it runs once per deploy; its CloudWatch logs and the stack events record each run.`,
    },
  ];
  return { handler, findings };
}
