import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import type { PlatformSettings } from '../settings';
import type { ApiStack } from '../stacks/api-stack';
import type { AuthStack } from '../stacks/auth-stack';
import type { DataStack } from '../stacks/data-stack';
import type { MonitoringStack } from '../stacks/monitoring-stack';
import type { WebStack } from '../stacks/web-stack';
import { cognitoFindings } from './cognito-findings';
import type { Finding } from './finding';
import { platformWideFindings } from './platform-wide-findings';
import { webContentFindings } from './web-content-findings';

/** The stacks whose findings are acknowledged. */
export interface AcknowledgedStacks {
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
  web: WebStack;
  monitoring: MonitoringStack;
}

const acknowledge = (scope: IConstruct, findings: readonly Finding[]) => Validations.of(scope).acknowledge(...findings);

/** How cdk-nag names a resource's ARN in a finding of its own stack: `<LogicalId.Arn>`. */
export const nagName = (construct: IConstruct) => {
  const resource = (construct.node.defaultChild ?? construct) as CfnElement;
  return `<${Stack.of(resource).getLogicalId(resource)}.Arn>`;
};

/**
 * How cdk-nag names an ARN another stack exports, in a finding of a stack that imports it: the export's name
 * (`CampusForms-Data:ExportsOutput...`). exportValue answers the very export CDK makes for the reference.
 */
const importedName = (producer: Stack, arn: string) => {
  const imported = producer.resolve(producer.exportValue(arn)) as { 'Fn::ImportValue': string };
  return imported['Fn::ImportValue'];
};

/**
 * Every cdk-nag finding the platform accepts, each with its reason, on the narrowest construct that carries it.
 * A finding not listed here fails synth (rule-packs.ts) and the gate test (tests/infra/nag-gate.test.ts).
 */
export function acknowledgeNagFindings(stacks: AcknowledgedStacks, settings: Pick<PlatformSettings, 'webCertificateArn'>) {
  const { data, auth, api, web, monitoring } = stacks;
  acknowledge(data, platformWideFindings(nagName(data.table)));
  const importedTable = importedName(data, data.table.tableArn);
  for (const stack of [auth, api]) acknowledge(stack, platformWideFindings(importedTable));
  // The web stack's only function registers the client's URLs; it has no table, so no index grant.
  acknowledge(web, platformWideFindings(importedTable).filter((finding) => !finding.id.endsWith('/index/*]')));

  acknowledge(auth.userPool, cognitoFindings);
  acknowledge(auth.originVerifySecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFormation resolves the origin secret into the distribution and the auth function at deploy time, so ' +
        'an automatic rotation would leave both on the old value; it is rotated by changing it and redeploying.',
    },
  ]);

  // guest17: the same for the guest token secret (resolved into the auth and guests functions at deploy time).
  acknowledge(auth.guestTokenSecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFormation resolves the guest token secret into the auth and guests functions at deploy time, so an ' +
        'automatic rotation would leave both on the old value; it is rotated by changing it and redeploying (guests ' +
        'then start new sessions).',
    },
  ]);

  const customResourceProviders = [
    { provider: auth.node.findChild('Provisioning').node.findChild('Provider'), onEvent: auth.provisioningFunction },
    { provider: web.node.findChild('WebClientUrls').node.findChild('Provider'), onEvent: web.node.findChild('WebClientUrls').node.findChild('RegisterUrls') },
  ];
  for (const { provider, onEvent } of customResourceProviders) {
    acknowledge(provider, [
      { id: 'Serverless-LambdaTracing', reason: "CDK's custom resource framework function: it only relays CloudFormation's event." },
      { id: 'Serverless-LambdaDefaultMemorySize', reason: "CDK's custom resource framework function: its default memory serves one relay per deploy." },
      {
        id: `AwsSolutions-IAM5[Resource::${nagName(onEvent)}:*]`,
        reason: "CDK's grant to invoke the custom resource's function includes its versions (the :* suffix); it names one function.",
      },
    ]);
  }

  acknowledge(api.effects.deadLetterQueue, [
    { id: 'Serverless-SQSRedrivePolicy', reason: 'It is the dead-letter queue: what lands here stays for an operator (the monitoring stack alarms on it).' },
  ]);
  acknowledge(api.effects.worker, [
    {
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        "An SQS event source takes no on-failure destination (Lambda supports them for streams and Kafka); the queue's " +
        'redrive policy sends a message that failed 5 receives to the dead-letter queue.',
    },
  ]);

  acknowledge(api.api, [
    {
      id: 'AwsSolutions-ASC3',
      reason:
        'Verbose request logging would write every request header (the bearer token) and resolver payload (staff ' +
        'personal data) to CloudWatch; field errors are logged (ERROR level) and each function logs its requests.',
    },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSAppSyncPushToCloudWatchLogs]',
      reason: "The role CDK makes for AppSync's own logs: the AWS-managed policy allows writing AppSync log groups only.",
    },
  ]);
  acknowledge(
    api.api,
    [...api.domainFunctions.values()].map((fn) => ({
      id: `AwsSolutions-IAM5[Resource::${nagName(fn)}:*]`,
      reason: "CDK's grant for a data source to invoke its function includes the function's versions (:*); it names one function.",
    })),
  );
  acknowledge(api.guestKeyFunction, [
    {
      id: `AwsSolutions-IAM5[Resource::${nagName(api.api)}/apikeys/*]`,
      reason: "The guest key keeper lists and extends the API keys of this one API (apis/<id>/apikeys/*): no other API's keys, and no other action.",
    },
  ]);
  const forms = api.domainFunctions.get('forms');
  if (forms) {
    acknowledge(forms, [
      {
        id: `AwsSolutions-IAM5[Resource::${importedName(data, data.imageBucket.bucketArn)}/forms/*]`,
        reason: 'Form images are keyed forms/<form>/<question>/<file>: the grant is Get and Put on that prefix only, for signing.',
      },
    ]);
  }
  const testing = api.domainFunctions.get('testing');
  if (testing) {
    acknowledge(testing, [
      {
        id: `AwsSolutions-IAM5[Resource::${importedName(data, data.imageBucket.bucketArn)}/forms/*]`,
        reason: "Test support removes the images of a suite's forms (forms/<form>/...): Delete on that prefix only, in test deployments only.",
      },
    ]);
  }

  const distribution = web.distribution;
  acknowledge(distribution, [
    {
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: staff and students use the platform from abroad (exchanges, fieldwork, conferences).',
    },
    ...(settings.webCertificateArn
      ? []
      : [
          {
            id: 'AwsSolutions-CFR4',
            reason:
              "Without a certificate (settings webCertificateArn) CloudFront serves its default *.cloudfront.net " +
              'certificate, whose TLS policy cannot be set; with one, the distribution requires TLS 1.2 (2021).',
          },
        ]),
  ]);

  if (web.rum) {
    acknowledge(web.rum.identityPool, [
      {
        id: 'AwsSolutions-COG7',
        reason:
          'CloudWatch RUM (infra/config analytics) sends from every browser, before and after sign-in, with guest ' +
          "credentials: the guest role may only rum:PutRumEvents to this app's monitor.",
      },
    ]);
  }

  if (web.webContent) {
    const { handler, findings } = webContentFindings(web.webContent, `${nagName(web.webBucket)}/*`);
    acknowledge(handler, findings);
  }

  acknowledge(monitoring.alarmTopic, [
    {
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        'The alarm email subscription: SNS retries delivery, and an alarm whose email is lost stays in ALARM on ' +
        'CloudWatch and the dashboard, so a dead-letter queue of alarm emails would add a queue nobody reads.',
    },
  ]);
}
