import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { pascalCase } from '../../infra/naming';
import { readDomainSdl } from '../../schema/sdl';
import { apiLimits, functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { lambdaResolverCode } from '../../schema/src/graphql/lambda-resolver-code';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';
import { synthPlatform } from './support/platform';

const dataSourceName = (domain: string) => `${pascalCase(domain)}DataSource`;

const resourcesOf = (template: Template, type: string) =>
  Object.values(template.findResources(type)).map((resource) => resource.Properties as Record<string, unknown>);

/** The Lambda functions carrying a Powertools service name, by it. */
const serviceFunctionsOf = (template: Template) =>
  resourcesOf(template, 'AWS::Lambda::Function')
    .map((properties) => ({
      properties,
      variables: (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    }))
    .filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME);

/** The domain functions: every service function but the scheduler (which resolves no GraphQL field). */
const domainFunctionsOf = (template: Template) => serviceFunctionsOf(template).filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME !== 'scheduler');

describe('ApiStack', () => {
  const sdlFiles = readDomainSdl();
  const rootFields = rootFieldsOf(sdlFiles);
  const domains = [...new Set(rootFields.map((field) => field.domain))];
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(synthPlatform().api);
  });

  it('has one Lambda data source per domain SDL file that declares root fields', () => {
    const dataSources = resourcesOf(template, 'AWS::AppSync::DataSource');

    expect(domains.length).toBeGreaterThan(0);
    expect(dataSources.map((source) => source.Type)).toEqual(domains.map(() => 'AWS_LAMBDA'));
    expect(dataSources.map((source) => source.Name).sort()).toEqual(domains.map(dataSourceName).sort());
  });

  it('resolves every root field with APPSYNC_JS on the data source of the domain declaring it', () => {
    const resolvers = resourcesOf(template, 'AWS::AppSync::Resolver').map((resolver) => ({
      typeName: resolver.TypeName,
      fieldName: resolver.FieldName,
      dataSource: resolver.DataSourceName,
      runtime: (resolver.Runtime as { Name: string }).Name,
    }));
    const expected = rootFields.map((field) => ({
      typeName: field.typeName,
      fieldName: field.fieldName,
      dataSource: dataSourceName(field.domain),
      runtime: 'APPSYNC_JS',
    }));
    const byName = (a: { typeName: unknown; fieldName: unknown }, b: { typeName: unknown; fieldName: unknown }) =>
      `${a.typeName}.${a.fieldName}`.localeCompare(`${b.typeName}.${b.fieldName}`);

    expect(resolvers.sort(byName)).toEqual(expected.sort(byName));
  });

  it('deploys the merged domain SDL without AppSync built-in declarations', () => {
    const [schema] = resourcesOf(template, 'AWS::AppSync::GraphQLSchema');
    const definition = String(schema!.Definition);

    expect(definition).not.toMatch(/scalar\s+AWS/);
    expect(definition).not.toMatch(/directive\s+@aws_/);
    expect(definition).not.toMatch(/extend\s+type/);
    expect(definition.match(/^type Query\b/gm)).toHaveLength(1);
    expect(definition.match(/^type Mutation\b/gm)).toHaveLength(1);
  });

  it('sets the query depth and resolver count limits the local harness enforces', () => {
    const [api] = resourcesOf(template, 'AWS::AppSync::GraphQLApi');

    expect(api).toMatchObject({ QueryDepthLimit: apiLimits.queryDepthLimit, ResolverCountLimit: apiLimits.resolverCountLimit });
  });

  it('deploys the resolver code the local harness runs, within APPSYNC_JS', () => {
    const codes = new Set(resourcesOf(template, 'AWS::AppSync::Resolver').map((resolver) => resolver.Code));

    expect([...codes]).toEqual([lambdaResolverCode]);
  });

  it('gives each function the timeout the local harness enforces', () => {
    for (const { properties, variables } of serviceFunctionsOf(template)) {
      expect(properties.Timeout).toBe(functionTimeoutSeconds(String(variables.POWERTOOLS_SERVICE_NAME)));
    }
  });

  it('runs each domain function on Node 22 ARM with the table and its Powertools service name', () => {
    const functions = domainFunctionsOf(template);

    expect(functions.map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual([...domains].sort());
    for (const { properties, variables } of functions) {
      expect(properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: 512, Timeout: 10 });
      expect(variables).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: 'CampusForms', NODE_OPTIONS: '--enable-source-maps' });
      expect(variables).toHaveProperty('TABLE_NAME');
      expect(variables).not.toHaveProperty('TEST_SUPPORT');
    }
  });

  it('lets only the forms function sign image uploads and views, naming the bucket', () => {
    const withBucket = domainFunctionsOf(template).filter((fn) => fn.variables.BLOB_BUCKET);
    const policies = resourcesOf(template, 'AWS::IAM::Policy').map((policy) => JSON.stringify(policy.PolicyDocument));

    expect(withBucket.map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME)).toEqual(['forms']);
    expect(policies.filter((policy) => policy.includes('s3:PutObject'))).toHaveLength(1);
  });

  it('lets the forms and notifications functions send mail through SES, and only them', () => {
    const mailing = domainFunctionsOf(template).filter((fn) => fn.variables.MAIL_TRANSPORT === 'ses');
    const policies = resourcesOf(template, 'AWS::IAM::Policy').map((policy) => JSON.stringify(policy.PolicyDocument));

    expect(mailing.map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(['forms', 'notifications']);
    expect(mailing.every((fn) => String(fn.variables.MAIL_FROM_ADDRESS).includes('@'))).toBe(true);
    // Theirs and the scheduler's (its moves send the workflow's notifications).
    expect(policies.filter((policy) => policy.includes('ses:SendEmail'))).toHaveLength(3);
  });

  it('runs the workflow scheduler every minute from an EventBridge rule, with the table, mail and Powertools', () => {
    const [scheduler] = serviceFunctionsOf(template).filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME === 'scheduler');
    const schedulerId = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, resource]) => resource.Properties === scheduler?.properties)?.[0];
    const rules = resourcesOf(template, 'AWS::Events::Rule');
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission');
    const schedulerPolicy = Object.values(template.findResources('AWS::IAM::Policy'))
      .map((policy) => JSON.stringify(policy.Properties))
      .find((policy) => policy.includes('ses:SendEmail') && policy.includes('SchedulerFunction'));

    expect(scheduler?.properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 120 });
    expect(scheduler?.variables).toMatchObject({ MAIL_TRANSPORT: 'ses', POWERTOOLS_METRICS_NAMESPACE: 'CampusForms' });
    expect(scheduler?.variables).toHaveProperty('TABLE_NAME');
    expect(rules).toEqual([
      expect.objectContaining({
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [schedulerId, 'Arn'] } })],
      }),
    ]);
    expect(permissions).toContainEqual(expect.objectContaining({ Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [schedulerId, 'Arn'] } }));
    expect(schedulerPolicy).toContain('dynamodb:PutItem');
  });

  it('enables test support in every domain function only when asked', () => {
    const withSupport = Template.fromStack(synthPlatform({ testSupport: 'true' }).api);

    expect(domainFunctionsOf(withSupport).map((fn) => fn.variables.TEST_SUPPORT)).toEqual(domains.map(() => 'enabled'));
  });
});
