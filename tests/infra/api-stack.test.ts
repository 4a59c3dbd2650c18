import { Template } from 'aws-cdk-lib/assertions';
import { Kind, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOnlyDomains } from '../../infra/constructs/table-access';
import { pascalCase } from '../../infra/naming';
import { testSupportDomain } from '../../infra/stacks/api-stack';
import { readDomainSdl } from '../../schema/sdl';
import { apiLimits, functionTimeoutSeconds } from '../../schema/src/graphql/api-limits';
import { lambdaResolverCode } from '../../schema/src/graphql/lambda-resolver-code';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';
import { testSupportDisabledCode } from '../../schema/src/graphql/test-support-disabled-code';
import { synthPlatform } from './support/platform';

// Without test support the test-support fields resolve on a NONE data source (the function is not deployed).
const dataSourceName = (domain: string) => (domain === testSupportDomain ? 'TestSupportDisabledDataSource' : `${pascalCase(domain)}DataSource`);

const resourcesOf = (template: Template, type: string) =>
  Object.values(template.findResources(type)).map((resource) => resource.Properties as Record<string, unknown>);

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/** Every IAM policy statement of a template. */
const statementsOf = (template: Template) =>
  resourcesOf(template, 'AWS::IAM::Policy').flatMap((policy) => (policy.PolicyDocument as { Statement: Statement[] }).Statement);

/** The Lambda functions carrying a Powertools service name, by it. */
const serviceFunctionsOf = (template: Template) =>
  resourcesOf(template, 'AWS::Lambda::Function')
    .map((properties) => ({
      properties,
      variables: (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    }))
    .filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME);

/** The domain functions: every service function but the scheduler, the effects worker and the guest key keeper (which resolve no GraphQL field). */
const domainFunctionsOf = (template: Template) =>
  serviceFunctionsOf(template).filter((fn) => !['scheduler', 'effects', 'guest-key'].includes(String(fn.variables.POWERTOOLS_SERVICE_NAME)));

describe('ApiStack', () => {
  const sdlFiles = readDomainSdl();
  const rootFields = rootFieldsOf(sdlFiles);
  const allDomains = [...new Set(rootFields.map((field) => field.domain))];
  const domains = allDomains.filter((domain) => domain !== testSupportDomain);
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(synthPlatform().api);
  });

  it('has one Lambda data source per domain SDL file that declares root fields, test support aside', () => {
    const dataSources = resourcesOf(template, 'AWS::AppSync::DataSource');
    const lambdaSources = dataSources.filter((source) => source.Type === 'AWS_LAMBDA');

    expect(domains.length).toBeGreaterThan(0);
    expect(lambdaSources.map((source) => source.Name).sort()).toEqual(domains.map(dataSourceName).sort());
    expect(dataSources.filter((source) => source.Type === 'NONE').map((source) => source.Name)).toEqual(['TestSupportDisabledDataSource']);
  });

  it('deploys the Testing function only with test support, its fields answering FORBIDDEN without it', () => {
    const testingFields = rootFields.filter((field) => field.domain === testSupportDomain);
    const disabled = resourcesOf(template, 'AWS::AppSync::Resolver').filter((resolver) => resolver.DataSourceName === 'TestSupportDisabledDataSource');
    const withSupport = Template.fromStack(synthPlatform({ testSupport: 'true' }).api);

    expect(testingFields.length).toBeGreaterThan(0);
    expect(domainFunctionsOf(template).map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME)).not.toContain(testSupportDomain);
    expect(disabled.map((resolver) => resolver.FieldName).sort()).toEqual(testingFields.map((field) => field.fieldName).sort());
    for (const resolver of disabled) expect(String(resolver.Code)).toMatch(/util\.error\('Test support is not enabled in this deployment\.', 'FORBIDDEN'/);
    expect(domainFunctionsOf(withSupport).map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME)).toContain(testSupportDomain);
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

    // Without test support, the test-support fields answer FORBIDDEN from their own code (no function behind them).
    expect([...codes].sort()).toEqual([lambdaResolverCode, testSupportDisabledCode].sort());
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
      expect(variables).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: 'CampusForms' });
      // No source maps ship in the bundles, so Node is not asked to load them.
      expect(variables).not.toHaveProperty('NODE_OPTIONS');
      expect(variables).toHaveProperty('TABLE_NAME');
      expect(variables).not.toHaveProperty('TEST_SUPPORT');
    }
  });

  it('lets only the forms function sign image uploads and views: Get and Put under forms/, no list or delete', () => {
    const withBucket = domainFunctionsOf(template).filter((fn) => fn.variables.BLOB_BUCKET);
    const s3Statements = statementsOf(template).filter((statement) => [statement.Action].flat().some((action) => String(action).startsWith('s3:')));

    expect(withBucket.map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME)).toEqual(['forms']);
    expect(s3Statements).toHaveLength(1);
    expect(s3Statements[0]!.Action).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(s3Statements[0]!.Resource)).toMatch(/\/forms\/\*"\]\]\}$/);
  });

  it('lets mail go out only from the configured address, through its own SES identities', () => {
    const api = Template.fromStack(synthPlatform({ mailFromAddress: 'forms@campus.example.edu' }).api);
    const sesStatements = statementsOf(api).filter((statement) => statement.Action === 'ses:SendEmail');

    // The notifications function (previews), assignments (task mail), comments (mentions) and the effects worker
    // (workflow mail) send; nothing else does.
    expect(sesStatements).toHaveLength(4);
    for (const statement of sesStatements) {
      expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'forms@campus.example.edu' } });
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(':identity/forms@campus.example.edu"');
      expect(resources).toContain(':identity/campus.example.edu"');
      expect(resources).not.toContain('*');
    }
  });

  it('gives the read-only domains read-only table access, and their SDL declares no mutation', () => {
    const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    const policyOf = (domain: string) =>
      Object.entries(template.findResources('AWS::IAM::Policy')).find(([id]) => id.startsWith(`${pascalCase(domain)}FunctionServiceRoleDefaultPolicy`))?.[1];

    expect(readOnlyDomains.length).toBeGreaterThan(0);
    for (const domain of readOnlyDomains) {
      expect(rootFields.filter((field) => field.domain === domain && field.typeName === 'Mutation')).toEqual([]);
      const actions = JSON.stringify(policyOf(domain)?.Properties.PolicyDocument);
      expect(actions).toContain('dynamodb:Query');
      for (const write of writes) expect(actions).not.toContain(write);
    }
    expect(JSON.stringify(policyOf('forms')?.Properties.PolicyDocument)).toContain('dynamodb:PutItem');
  });

  it('puts a regional WAF web ACL with per-client rate limits in front of AppSync', () => {
    const [acl] = resourcesOf(template, 'AWS::WAFv2::WebACL');
    const [association] = resourcesOf(template, 'AWS::WAFv2::WebACLAssociation');
    const rateRules = (acl!.Rules as { Statement: { RateBasedStatement?: { AggregateKeyType: string } }; Action?: unknown }[]).filter(
      (rule) => rule.Statement.RateBasedStatement,
    );

    expect(acl).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    expect(rateRules.map((rule) => rule.Statement.RateBasedStatement!.AggregateKeyType).sort()).toEqual(['FORWARDED_IP', 'IP']);
    for (const rule of rateRules) expect(rule.Action).toMatchObject({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(association!.ResourceArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^Api/), 'Arn'] });
  });

  it('lets the notifications, assignments and comments functions and the effects worker send mail through SES, and only them', () => {
    const mailing = serviceFunctionsOf(template).filter((fn) => fn.variables.MAIL_TRANSPORT === 'ses');
    const policies = resourcesOf(template, 'AWS::IAM::Policy').map((policy) => JSON.stringify(policy.PolicyDocument));

    expect(mailing.map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(['assignments', 'comments', 'effects', 'notifications']);
    expect(mailing.every((fn) => String(fn.variables.MAIL_FROM_ADDRESS).includes('@'))).toBe(true);
    expect(policies.filter((policy) => policy.includes('ses:SendEmail'))).toHaveLength(4);
  });

  it('runs the workflow scheduler every minute from an EventBridge rule, with the table, the effects queue and Powertools', () => {
    const [scheduler] = serviceFunctionsOf(template).filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME === 'scheduler');
    const schedulerId = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, resource]) => resource.Properties === scheduler?.properties)?.[0];
    const rules = resourcesOf(template, 'AWS::Events::Rule');
    const permissions = resourcesOf(template, 'AWS::Lambda::Permission');
    const schedulerPolicy = Object.values(template.findResources('AWS::IAM::Policy'))
      .map((policy) => JSON.stringify(policy.Properties))
      .find((policy) => policy.includes('dynamodb:PutItem') && policy.includes('SchedulerFunction'));

    expect(scheduler?.properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 120 });
    expect(scheduler?.variables).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: 'CampusForms' });
    expect(scheduler?.variables).toHaveProperty('TABLE_NAME');
    expect(scheduler?.variables).toHaveProperty('EFFECTS_QUEUE_URL');
    expect(rules).toContainEqual(
      expect.objectContaining({
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [schedulerId, 'Arn'] } })],
      }),
    );
    expect(permissions).toContainEqual(expect.objectContaining({ Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com', FunctionName: { 'Fn::GetAtt': [schedulerId, 'Arn'] } }));
    expect(schedulerPolicy).toContain('dynamodb:PutItem');
  });

  it("extends the guests' API key weekly, with only the AppSync rights that takes and no table", () => {
    const [keeper] = serviceFunctionsOf(template).filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME === 'guest-key');
    const keeperId = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, resource]) => resource.Properties === keeper?.properties)?.[0];
    const keeperPolicies = resourcesOf(template, 'AWS::IAM::Policy')
      .map((policy) => JSON.stringify(policy))
      .filter((policy) => policy.includes('appsync:UpdateApiKey'));

    expect(keeper?.properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    expect(keeper?.variables).toHaveProperty('API_ID');
    expect(keeper?.variables).not.toHaveProperty('TABLE_NAME');
    expect(resourcesOf(template, 'AWS::Events::Rule')).toContainEqual(
      expect.objectContaining({ ScheduleExpression: 'rate(7 days)', State: 'ENABLED', Targets: [expect.objectContaining({ Arn: { 'Fn::GetAtt': [keeperId, 'Arn'] } })] }),
    );
    expect(keeperPolicies).toHaveLength(1);
    expect(keeperPolicies[0]).toContain('appsync:ListApiKeys');
    expect(keeperPolicies[0]).not.toContain('dynamodb:');
  });

  it('lets the search function read the user directory (Cognito ListUsers) for people search, and only it', () => {
    const [search] = domainFunctionsOf(template).filter((fn) => fn.variables.POWERTOOLS_SERVICE_NAME === 'search');
    const listing = resourcesOf(template, 'AWS::IAM::Policy').map((policy) => JSON.stringify(policy)).filter((policy) => policy.includes('cognito-idp:ListUsers'));

    expect(search?.variables).toMatchObject({ IDENTITY_PROVIDER: 'cognito', FIXED_CAMPUS_BY_PROVIDER: '{}' });
    expect(search?.variables).toHaveProperty('COGNITO_USER_POOL_ID');
    expect(listing).toHaveLength(1);
    expect(listing[0]).toContain('SearchFunction');
  });

  it('enables test support in every domain function only when asked', () => {
    const withSupport = Template.fromStack(synthPlatform({ testSupport: 'true' }).api);

    expect(domainFunctionsOf(withSupport).map((fn) => fn.variables.TEST_SUPPORT)).toEqual(allDomains.map(() => 'enabled'));
  });

  it('adds the guests API key mode (guest17) beside the user pool, and gives only the guests function the guest token secret', () => {
    const [api] = resourcesOf(template, 'AWS::AppSync::GraphQLApi');
    const holders = serviceFunctionsOf(template).filter((fn) => 'GUEST_TOKEN_SECRET' in fn.variables);

    expect(api?.AuthenticationType).toBe('AMAZON_COGNITO_USER_POOLS');
    expect(api?.AdditionalAuthenticationProviders).toEqual([{ AuthenticationType: 'API_KEY' }]);
    template.resourceCountIs('AWS::AppSync::ApiKey', 1);
    expect(holders.map((fn) => fn.variables.POWERTOOLS_SERVICE_NAME)).toEqual(['guests']);
  });

  it('opens to the API key exactly the fields of guests.graphql: every field and type there says @aws_api_key, nothing else does', () => {
    const apiKeyed = (node: { directives?: readonly { name: { value: string } }[] }) => (node.directives ?? []).some((directive) => directive.name.value === 'aws_api_key');
    const objectsOf = (source: string) =>
      parse(source).definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION);
    const guests = objectsOf(sdlFiles.find((file) => file.domain === 'guests')?.source ?? '');
    const others = sdlFiles.filter((file) => file.domain !== 'guests').flatMap((file) => objectsOf(file.source));

    const rootFieldsOpen = guests.filter((type) => ['Query', 'Mutation'].includes(type.name.value)).flatMap((type) => type.fields ?? []);
    const typesOpen = guests.filter((type) => !['Query', 'Mutation'].includes(type.name.value));

    expect(rootFieldsOpen.length).toBe(rootFields.filter((field) => field.domain === 'guests').length);
    expect(rootFieldsOpen.every(apiKeyed)).toBe(true);
    expect(typesOpen.every(apiKeyed)).toBe(true);
    expect(others.some((type) => apiKeyed(type) || (type.fields ?? []).some(apiKeyed))).toBe(false);
  });
});
