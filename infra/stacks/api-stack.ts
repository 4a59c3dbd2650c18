import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizationType,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  type IGraphqlApi,
  type LambdaDataSource,
} from 'aws-cdk-lib/aws-appsync';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { apiLimits, functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { InlineSchema, readApiModel } from '../constructs/api-schema';
import { lambdaResolverCode } from '../constructs/lambda-resolver-code';
import { NodeFunction } from '../constructs/node-function';
import { metricsNamespace, pascalCase } from '../naming';
import { functionEntry, type EntryOf } from '../paths';

export interface ApiStackProps extends StackProps {
  table: ITable;
  /** Form images; the forms function signs their uploads and views. */
  imageBucket: IBucket;
  userPool: IUserPool;
  /** Domain functions get TEST_SUPPORT=enabled. */
  testSupport: boolean;
  entryOf?: EntryOf;
}

/** The domains whose functions send mail (and sanitize its HTML with DOMPurify on jsdom). */
const mailingDomains: readonly string[] = ['notifications', 'forms'];

/**
 * The AppSync GraphQL API: the merged domain SDL, Cognito user pool auth, and per domain one Lambda function
 * and one data source, with one APPSYNC_JS resolver per root field on the data source of the domain whose
 * SDL file declares the field.
 */
export class ApiStack extends Stack {
  readonly api: IGraphqlApi;
  /** The GraphQL endpoint, https://<host>/graphql. */
  readonly graphqlUrl: string;
  /** The domain functions, by domain (the SDL file's name). */
  readonly domainFunctions: ReadonlyMap<string, IFunction>;
  /** The workflow scheduler (no GraphQL fields: an EventBridge rule runs it every minute). */
  readonly schedulerFunction: IFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const model = readApiModel();
    const api = new GraphqlApi(this, 'Api', {
      name: 'campus-forms',
      definition: Definition.fromSchema(new InlineSchema(model.sdl)),
      authorizationConfig: {
        defaultAuthorization: { authorizationType: AuthorizationType.USER_POOL, userPoolConfig: { userPool: props.userPool } },
      },
      logConfig: { fieldLogLevel: FieldLogLevel.ERROR, excludeVerboseContent: true, retention: RetentionDays.ONE_MONTH },
      xrayEnabled: true,
      // The same numbers the local harness enforces (schema/src/graphql/api-limits.ts).
      queryDepthLimit: apiLimits.queryDepthLimit,
      resolverCountLimit: apiLimits.resolverCountLimit,
    });
    this.api = api;
    this.graphqlUrl = api.graphqlUrl;

    const dataSources = new Map<string, LambdaDataSource>();
    const functions = new Map<string, IFunction>();
    for (const domain of model.domains) {
      const fn = this.domainFunction(domain, props);
      functions.set(domain, fn);
      dataSources.set(domain, api.addLambdaDataSource(`${pascalCase(domain)}DataSource`, fn));
    }
    this.domainFunctions = functions;
    const search = functions.get('search');
    if (search instanceof NodeFunction) this.addPlaceIndex(search);
    // Forms send their workflow's notifications when they move; the notifications function sends its previews.
    for (const domain of mailingDomains) {
      const fn = functions.get(domain);
      if (fn instanceof NodeFunction) this.allowMail(fn);
    }

    this.schedulerFunction = this.addScheduler(props);

    const code = Code.fromInline(lambdaResolverCode);
    for (const field of model.rootFields) {
      const dataSource = dataSources.get(field.domain);
      if (!dataSource) throw new Error(`No data source for domain ${field.domain} (${field.typeName}.${field.fieldName}).`);
      dataSource.createResolver(`${field.typeName}${pascalCase(field.fieldName)}Resolver`, {
        typeName: field.typeName,
        fieldName: field.fieldName,
        runtime: FunctionRuntime.JS_1_0_0,
        code,
      });
    }
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

  /** SES sending for a function that sends mail: MAIL_TRANSPORT=ses, from the `mailFromAddress` context value. */
  private allowMail(fn: NodeFunction) {
    fn.addEnvironment('MAIL_TRANSPORT', 'ses');
    fn.addEnvironment('MAIL_FROM_ADDRESS', String(this.node.tryGetContext('mailFromAddress') ?? 'no-reply@campus-forms.example.edu'));
    const resources = ['identity', 'configuration-set'].map((resource) => this.formatArn({ service: 'ses', resource, resourceName: '*' }));
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources }));
  }

  /**
   * The workflow scheduler (functions/scheduler): fires auto-transitions and scheduled jobs once a minute. Its
   * moves send the workflow's notifications, so it sends mail like the forms function. Overlapping runs are safe
   * (each firing is a conditional write), so a slow run may outlast the minute.
   */
  private addScheduler(props: ApiStackProps): NodeFunction {
    const fn = new NodeFunction(this, 'SchedulerFunction', {
      entry: (props.entryOf ?? functionEntry)('scheduler'),
      description: 'Fires workflow auto-transitions and scheduled jobs (every minute).',
      timeout: Duration.seconds(functionTimeoutSeconds('scheduler')),
      nodeModules: ['jsdom'],
      environment: { TABLE_NAME: props.table.tableName, POWERTOOLS_SERVICE_NAME: 'scheduler', POWERTOOLS_METRICS_NAMESPACE: metricsNamespace },
    });
    props.table.grantReadWriteData(fn);
    this.allowMail(fn);
    new Rule(this, 'SchedulerRule', {
      description: 'Runs the workflow scheduler every minute.',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(fn)],
    });
    return fn;
  }

  private domainFunction(domain: string, props: ApiStackProps): NodeFunction {
    const fn = new NodeFunction(this, `${pascalCase(domain)}Function`, {
      entry: (props.entryOf ?? functionEntry)(domain),
      description: `Resolves the root fields of schema/graphql/${domain}.graphql.`,
      // The timeout the local harness enforces too (schema/src/graphql/api-limits.ts).
      timeout: Duration.seconds(functionTimeoutSeconds(domain)),
      // jsdom reads its own files at run time: installed beside the bundle, not bundled (DOMPurify's DOM).
      ...(mailingDomains.includes(domain) ? { nodeModules: ['jsdom'] } : {}),
      environment: {
        TABLE_NAME: props.table.tableName,
        ...(domain === 'forms' ? { BLOB_BUCKET: props.imageBucket.bucketName } : {}),
        POWERTOOLS_SERVICE_NAME: domain,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace,
        ...(props.testSupport ? { TEST_SUPPORT: 'enabled' } : {}),
      },
    });
    props.table.grantReadWriteData(fn);
    if (domain === 'forms') props.imageBucket.grantReadWrite(fn);
    return fn;
  }
}
