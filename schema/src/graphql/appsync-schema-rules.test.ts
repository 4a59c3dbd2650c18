import { describe, expect, it } from 'vitest';
import { mergeDomainSdl, readDomainSdl } from '../../sdl';
import { appSyncSchemaBreaches, appSyncSchemaRules } from './appsync-schema-rules';

describe('the schema AppSync receives', () => {
  it("keeps every one of AppSync's schema rules", () => {
    const deployed = mergeDomainSdl(readDomainSdl());

    expect(appSyncSchemaBreaches(deployed)).toEqual({});
  });

  it('keeps the comment rule in every source file too (the merge drops comments, a hand deploy would not)', () => {
    for (const { file, source } of readDomainSdl()) {
      const { 'no-literal-words-before-enum-values': breaches = [] } = appSyncSchemaBreaches(source);
      expect({ file, breaches }).toEqual({ file, breaches: [] });
    }
  });
});

describe("AppSync's schema rules", () => {
  const breachesOf = (sdl: string) => appSyncSchemaBreaches(`type Query { ok: Boolean }\n${sdl}`);

  it('refuses an interface implementing an interface (issue 387)', () => {
    expect(breachesOf('interface A { id: ID! } interface B implements A { id: ID! }')).toEqual({
      'no-interface-implements-interface': ['B: implements A'],
    });
  });

  it('refuses declared scalars, unknown types and the AWS prefix', () => {
    expect(breachesOf('scalar AWSJSON scalar Money type Price { amount: Money at: AWSDateTime size: Shoe }')).toEqual({
      'no-scalar-declarations': ['scalar AWSJSON', 'scalar Money'],
      'no-aws-prefix': ['AWSJSON'],
      'only-appsync-scalars': ['Price.size.Shoe: unknown type'],
    });
  });

  it("refuses directives AppSync does not take, and declared ones, but takes AppSync's", () => {
    expect(
      breachesOf('directive @cached on FIELD_DEFINITION type Item @aws_cognito_user_pools { id: ID! @cached old: String @deprecated(reason: "x") }'),
    ).toEqual({ 'only-appsync-directives': ['directive @cached', 'Item.id.cached: @cached'] });
  });

  it('refuses default values, which AppSync would drop (issue 59)', () => {
    expect(breachesOf('input Page { size: Int = 20 } type Mutation { go(first: Int = 10): Boolean }')).toEqual({
      'no-default-values': ['Page.size: = default', 'Mutation.go.first: = default'],
    });
  });

  it('requires a subscription to name existing mutations with @aws_subscribe', () => {
    expect(
      breachesOf('type Mutation { save: Boolean } type Subscription { saved: Boolean @aws_subscribe(mutations: ["save", "gone"]) lost: Boolean }'),
    ).toEqual({ 'subscriptions-name-mutations': ['Subscription.saved: no mutation gone', 'Subscription.lost: no @aws_subscribe(mutations: [...])'] });
  });

  it('refuses null, true or false in a comment or description right before an enum value (issue 410)', () => {
    expect(breachesOf('enum Answer {\n  YES\n  # never null\n  NO\n  "not true"\n  MAYBE\n}')).toEqual({
      'no-literal-words-before-enum-values': ['Answer.NO: "never null"', 'Answer.MAYBE: "not true"'],
    });
  });

  it('names a source for every rule', () => {
    expect(appSyncSchemaRules.every((rule) => rule.source.startsWith('https://'))).toBe(true);
  });
});
