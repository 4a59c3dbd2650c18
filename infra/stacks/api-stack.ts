import { Duration, Expiration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizationType,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  type BaseDataSource,
  type IGraphqlApi,
} from 'aws-cdk-lib/aws-appsync';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { apiLimits, functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { InlineSchema, readApiModel } from '../constructs/api-schema';
import { testSupportDisabledCode } from '../constructs/disabled-resolver-code';
import { EffectsQueue } from '../constructs/effects-queue';
import { lambdaResolverCode } from '../constructs/lambda-resolver-code';
import { NodeFunction } from '../constructs/node-function';
import { apiRateLimits } from '../constructs/rate-limits';
import { WebAcl } from '../constructs/web-acl';
import { mailPolicy } from '../constructs/mail-policy';
import { grantTableAccess } from '../constructs/table-access';
import { metricsNamespace, pascalCase } from '../naming';
import { functionEntry, type EntryOf } from '../paths';

export interface ApiStackProps extends StackProps {
  table: ITable;
  /** Form images; the forms function signs their uploads and views. */
  imageBucket: IBucket;
  userPool: IUserPool;
  /** The campus of each identity provider that serves one campus (infra/config), for people search. */
  fixedCampusByProvider?: Record<string, string>;
  /** Domain functions get TEST_SUPPORT=enabled, and the Testing function is deployed only then. */
  testSupport: boolean;
  entryOf?: EntryOf;
  /** guest17: the secret guest tokens are signed with; the guests function verifies them. */
  guestTokenSecret: ISecret;
}

/**
 * The domains whose functions send mail. Workflow mail is sent by the effects worker, not by the forms function or
 * the scheduler whose moves record it.
 */
const mailingDomains: readonly string[] = ['notifications', 'assignments', 'comments'];

/** guest17: the domain of the public routes' fields, whose function verifies guest tokens. */
const guestsDomain = 'guests';

/** The domain of the test-support fields (cleanupByTestId and friends), deployed only with testSupport. */
export const testSupportDomain = 'testing';

/**
 * The AppSync GraphQL API: the merged domain SDL, Cognito user pool auth, and per domain one Lambda function
 * and one data source, with one APPSYNC_JS resolver per root field on the data source of the domain whose
 * SDL file declares the field.
 */
export class ApiStack extends Stack {
  readonly api: IGraphqlApi;
  /** The GraphQL endpoint, https://<host>/graphql. */
  readonly graphqlUrl: string;
  /** The domain functions, by domain (the SDL file's name); `testing` only with test support. */
  readonly domainFunctions: ReadonlyMap<string, IFunction>;
  /** The workflow scheduler (no GraphQL fields: an EventBridge rule runs it every minute). */
  readonly schedulerFunction: IFunction;
  /** Where workflow effects run, out of the requests that record them. */
  readonly effects: EffectsQueue;
  /** guest17: the API key of the guests' auth mode (it reaches only the @aws_api_key fields of guests.graphql). */
  readonly guestApiKey: string;
  /** Keeps the guests' API key from expiring between deploys. */
  readonly guestKeyFunction: IFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const model = readApiModel();
    const api = new GraphqlApi(this, 'Api', {
      name: 'campus-forms',
      definition: Definition.fromSchema(new InlineSchema(model.sdl)),
      authorizationConfig: {
        defaultAuthorization: { authorizationType: AuthorizationType.USER_POOL, userPoolConfig: { userPool: props.userPool } },
        // guest17: the public routes' guests, without signing in. Only the fields and types of guests.graphql carry
        // @aws_api_key, so this key reaches nothing else; who the guest is comes from the guest token (docs/decisions.md).
        additionalAuthorizationModes: [
          {
            authorizationType: AuthorizationType.API_KEY,
            apiKeyConfig: { name: 'guests', description: 'The public routes (guests.graphql only)', expires: Expiration.after(Duration.days(365)) },
          },
        ],
      },
      logConfig: { fieldLogLevel: FieldLogLevel.ERROR, excludeVerboseContent: true, retention: RetentionDays.ONE_MONTH },
      xrayEnabled: true,
      // The same numbers the local harness enforces (schema/src/graphql/api-limits.ts).
      queryDepthLimit: apiLimits.queryDepthLimit,
      resolverCountLimit: apiLimits.resolverCountLimit,
    });
    this.api = api;
    this.guestApiKey = api.apiKey ?? '';
    this.graphqlUrl = api.graphqlUrl;
    this.protect(api);

    const dataSources = new Map<string, BaseDataSource>();
    const functions = new Map<string, IFunction>();
    for (const domain of model.domains) {
      if (domain === testSupportDomain && !props.testSupport) {
        dataSources.set(domain, api.addNoneDataSource('TestSupportDisabledDataSource'));
        continue;
      }
      const fn = this.domainFunction(domain, props);
      functions.set(domain, fn);
      dataSources.set(domain, api.addLambdaDataSource(`${pascalCase(domain)}DataSource`, fn));
    }
    this.domainFunctions = functions;
    const search = functions.get('search');
    if (search instanceof NodeFunction) {
      this.addPlaceIndex(search);
      this.allowPeopleSearch(search, props);
    }
    // The notifications function sends its previews; assignments tells assignees of their tasks; comments tells the people mentioned.
    for (const domain of mailingDomains) {
      const fn = functions.get(domain);
      if (fn instanceof NodeFunction) this.allowMail(fn);
    }

    this.schedulerFunction = this.addScheduler(props);
    this.guestKeyFunction = this.addGuestKeyKeeper(api, props);
    this.effects = this.addEffects(props);
    // Moves (forms, the scheduler, the test-support scheduler run) and starts (assignments) announce their effects.
    for (const fn of [functions.get('forms'), functions.get('testing'), functions.get('assignments'), this.schedulerFunction]) {
      if (fn instanceof NodeFunction) this.effects.allowSend(fn);
    }

    const code = Code.fromInline(lambdaResolverCode);
    const disabledCode = Code.fromInline(testSupportDisabledCode);
    for (const field of model.rootFields) {
      const dataSource = dataSources.get(field.domain);
      if (!dataSource) throw new Error(`No data source for domain ${field.domain} (${field.typeName}.${field.fieldName}).`);
      dataSource.createResolver(`${field.typeName}${pascalCase(field.fieldName)}Resolver`, {
        typeName: field.typeName,
        fieldName: field.fieldName,
        runtime: FunctionRuntime.JS_1_0_0,
        code: functions.has(field.domain) ? code : disabledCode,
      });
    }
  }

  /** A regional WAF web ACL in front of AppSync: AWS's IP reputation and bad-input rules, per-client rate limits. */
  private protect(api: GraphqlApi) {
    const firewall = new WebAcl(this, 'ApiFirewall', { scope: 'REGIONAL', metricName: `${this.stackName}-api`, rateLimits: apiRateLimits });
    new CfnWebACLAssociation(this, 'ApiFirewallAssociation', { resourceArn: api.arn, webAclArn: firewall.acl.attrArn });
  }

  /** The Amazon Location Service place index the search function's address search reads (PLACE_INDEX_NAME). */
  private addPlaceIndex(fn: NodeFunction) {
    const index = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${this.stackName}-places`,
      dataSource: 'Esri',
      description: 'Address search of the campus forms platform.',
    });
    fn.addEnvironment('PLACE_INDEX_NAME', index.indexName);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['geo:SearchPlaceIndexForText'], resources: [index.attrArn] }));
  }

  /** People search reads the user directory: Cognito's ListUsers on the platform's user pool. */
  private allowPeopleSearch(fn: NodeFunction, props: ApiStackProps) {
    fn.addEnvironment('IDENTITY_PROVIDER', 'cognito');
    fn.addEnvironment('COGNITO_USER_POOL_ID', props.userPool.userPoolId);
    fn.addEnvironment('FIXED_CAMPUS_BY_PROVIDER', JSON.stringify(props.fixedCampusByProvider ?? {}));
    props.userPool.grant(fn, 'cognito-idp:ListUsers');
  }

  /**
   * SES sending for a function that sends mail: MAIL_TRANSPORT=ses, from the `mailFromAddress` context value,
   * and only from that address (mail-policy.ts).
   */
  private allowMail(fn: NodeFunction) {
    const fromAddress = String(this.node.tryGetContext('mailFromAddress') ?? 'no-reply@campus-forms.example.edu');
    fn.addEnvironment('MAIL_TRANSPORT', 'ses');
    fn.addEnvironment('MAIL_FROM_ADDRESS', fromAddress);
    fn.addToRolePolicy(mailPolicy(this, fromAddress));
  }

  /**
   * The workflow scheduler (functions/scheduler): fires auto-transitions and scheduled jobs once a minute, and
   * sends the effects queue the forms whose effects waited too long. Its moves record their effects like any
   * other. Overlapping runs are safe (each firing is a conditional write), so a slow run may outlast the minute.
   */
  private addScheduler(props: ApiStackProps): NodeFunction {
    const fn = new NodeFunction(this, 'SchedulerFunction', {
      entry: (props.entryOf ?? functionEntry)('scheduler'),
      description: 'Fires workflow auto-transitions and scheduled jobs (every minute).',
      timeout: Duration.seconds(functionTimeoutSeconds('scheduler')),
      environment: { TABLE_NAME: props.table.tableName, POWERTOOLS_SERVICE_NAME: 'scheduler', POWERTOOLS_METRICS_NAMESPACE: metricsNamespace },
    });
    grantTableAccess(props.table, fn, 'scheduler');
    new Rule(this, 'SchedulerRule', {
      description: 'Runs the workflow scheduler every minute.',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(fn)],
    });
    return fn;
  }

  /**
   * The guest key keeper (functions/guest-key): AppSync API keys expire at most 365 days after their last update,
   * and a deploy is the only other thing that renews the guests' key. Weekly, it moves the key's expiry to 364
   * days on, so the public routes never lapse between deploys.
   */
  private addGuestKeyKeeper(api: GraphqlApi, props: ApiStackProps): NodeFunction {
    const fn = new NodeFunction(this, 'GuestKeyFunction', {
      entry: (props.entryOf ?? functionEntry)('guest-key'),
      description: "Keeps the guests' AppSync API key a year from expiry (weekly).",
      timeout: Duration.seconds(functionTimeoutSeconds('guest-key')),
      environment: { API_ID: api.apiId, POWERTOOLS_SERVICE_NAME: 'guest-key', POWERTOOLS_METRICS_NAMESPACE: metricsNamespace },
    });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['appsync:ListApiKeys', 'appsync:UpdateApiKey'], resources: [api.arn, `${api.arn}/apikeys/*`] }));
    new Rule(this, 'GuestKeyRule', {
      description: "Extends the guests' API key every week.",
      schedule: Schedule.rate(Duration.days(7)),
      targets: [new LambdaFunction(fn)],
    });
    return fn;
  }

  /** The effects queue and its worker, which sends the workflow's mail. */
  private addEffects(props: ApiStackProps): EffectsQueue {
    const effects = new EffectsQueue(this, 'Effects', {
      table: props.table,
      entry: (props.entryOf ?? functionEntry)('effects'),
      environment: { TABLE_NAME: props.table.tableName, POWERTOOLS_SERVICE_NAME: 'effects', POWERTOOLS_METRICS_NAMESPACE: metricsNamespace },
    });
    this.allowMail(effects.worker);
    return effects;
  }

  private domainFunction(domain: string, props: ApiStackProps): NodeFunction {
    const fn = new NodeFunction(this, `${pascalCase(domain)}Function`, {
      entry: (props.entryOf ?? functionEntry)(domain),
      description: `Resolves the root fields of schema/graphql/${domain}.graphql.`,
      // The timeout the local harness enforces too (schema/src/graphql/api-limits.ts).
      timeout: Duration.seconds(functionTimeoutSeconds(domain)),
      environment: {
        TABLE_NAME: props.table.tableName,
        ...(domain === 'forms' || domain === testSupportDomain ? { BLOB_BUCKET: props.imageBucket.bucketName } : {}),
        POWERTOOLS_SERVICE_NAME: domain,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace,
        ...(props.testSupport ? { TEST_SUPPORT: 'enabled' } : {}),
        ...(domain === guestsDomain ? { GUEST_TOKEN_SECRET: props.guestTokenSecret.secretValue.unsafeUnwrap() } : {}),
      },
    });
    grantTableAccess(props.table, fn, domain);
    // The forms function signs uploads and views of form images (keys under forms/), nothing more: a signed
    // address can do only what the signer's role may, so no list, no delete, no other prefix.
    if (domain === 'forms') {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [props.imageBucket.arnForObjects('forms/*')] }));
    }
    // The testing function removes the images of a suite's forms (and of deleted forms): list and delete under
    // forms/ only. It exists only with testSupport.
    if (domain === testSupportDomain) {
      fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [props.imageBucket.arnForObjects('forms/*')] }));
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.imageBucket.bucketArn], conditions: { StringLike: { 's3:prefix': ['forms/*', 'forms/'] } } }),
      );
    }
    return fn;
  }
}
