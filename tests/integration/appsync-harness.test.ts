import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../functions/auth/access-token';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { apiLimits } from '../../schema/src/graphql/api-limits';
import { startForm, saveText } from './steps/form-steps';
import { suiteUsername } from './steps/test-support-steps';
import { clientFor, codesOf, postRaw, signIn, startApi, type ApiClient } from './support/local-api';

// The local endpoint answers as AppSync does: these are the answers a client sees in AWS for the same requests.

let stack: LocalStack;
let staffOne: ApiClient & { token: string };
let suite: ApiClient;

beforeAll(async () => {
  stack = await startApi();
  staffOne = await signIn(stack.url, 'staff.one');
  suite = await signIn(stack.url, suiteUsername);
});
afterAll(async () => stack.close());

const runScheduler = 'mutation Run($now: AWSDateTime) { runScheduler(now: $now) { __typename } }';
const assessmentTemplates = 'query Start($label: AWSJSON) { assessmentTemplates(label: $label) { id } }';

describe('a request AppSync refuses before GraphQL', () => {
  it('answers 401 UnauthorizedException for a missing, unreadable or expired token', async () => {
    const expired = await issueAccessToken(
      { userId: 'u', username: 'staff.one', email: 'staff.one@example.edu', firstName: 'S', lastName: 'O', campusCode: '01', tenantCode: 't' },
      new Date('2020-01-01T00:00:00Z'),
    );

    const answers = await Promise.all([
      clientFor(stack.url).graphql('{ profile { userId } }'),
      clientFor(stack.url, 'not-a-token').graphql('{ profile { userId } }'),
      clientFor(stack.url, expired.accessToken).graphql('{ profile { userId } }'),
    ]);

    expect(answers.map(({ status, errors }) => [status, errors])).toEqual([
      [401, [{ errorType: 'UnauthorizedException', message: 'Valid authorization header not provided.' }]],
      [401, [{ errorType: 'UnauthorizedException', message: 'Unable to parse JWT token.' }]],
      [401, [{ errorType: 'UnauthorizedException', message: 'Token has expired.' }]],
    ]);
  });

  it('answers 400 MalformedHttpRequestException as JSON for a body that is not JSON or has bad variables', async () => {
    const notJson = await postRaw(stack.url, '{"query": "{ profile', staffOne.token);
    const listVariables = await postRaw(stack.url, JSON.stringify({ query: '{ profile { userId } }', variables: [1] }), staffOne.token);

    for (const answer of [notJson, listVariables]) {
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(codesOf(answer)).toEqual(['MalformedHttpRequestException']);
    }
  });

  it('answers 413 as JSON for a body over the request limit', async () => {
    const body = JSON.stringify({ query: '{ profile { userId } }', variables: { padding: 'x'.repeat(apiLimits.maxRequestBytes) } });

    const answer = await postRaw(stack.url, body, staffOne.token);

    expect(answer.status).toBe(413);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(codesOf(answer)).toEqual(['PayloadTooLargeException']);
  });
});

describe('validation and the query limits', () => {
  it("reports an unknown field as AppSync's validation error: no data, no errorType, located", async () => {
    const answer = await staffOne.graphql('{ profile { shoeSize } }');

    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      { path: null, locations: [{ line: 1, column: 13, sourceName: null }], message: expect.stringContaining('shoeSize') as string },
    ]);
  });

  it('refuses a selection deeper than the depth limit before any resolver runs', async () => {
    const deep = `{ __schema { types { ${'fields { type { '.repeat(8)}name${' } }'.repeat(8)} } } }`;

    const answer = await staffOne.graphql(deep);

    expect(answer.status).toBe(200);
    expect(answer.errors?.[0]?.message).toMatch(new RegExp(`^Query depth limit of ${apiLimits.queryDepthLimit} exceeded`));
  });

  it('refuses 1,000 aliases of templatesByCampus at once, by the resolver count limit', async () => {
    const aliases = Array.from({ length: 1000 }, (_, index) => `t${index}: templatesByCampus(campusCode: "01") { id }`).join(' ');
    const started = performance.now();

    const answer = await staffOne.graphql(`{ ${aliases} }`);

    console.info(`1,000 aliases of templatesByCampus answered in ${Math.round(performance.now() - started)} ms`);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toBe(
      `Resolver count limit of ${apiLimits.resolverCountLimit} exceeded: the operation invokes 1000 resolvers.`,
    );
  });
});

describe("AppSync's scalars", () => {
  it('hands an AWSJSON argument to the resolver parsed, and refuses text that is not JSON before it', async () => {
    const parsed = await staffOne.graphql<{ assessmentTemplates: unknown[] }>(assessmentTemplates, { label: '["FORM"]' });
    const notJson = await staffOne.graphql(assessmentTemplates, { label: '[FORM' });
    const notText = await staffOne.graphql(assessmentTemplates, { label: ['FORM'] });

    expect(parsed.errors).toBeUndefined();
    expect(Array.isArray(parsed.data?.assessmentTemplates)).toBe(true);
    expect(notJson.errors?.map((error) => error.message)).toEqual(["Variable 'label' has an invalid value: Unable to parse [FORM as valid AWSJSON."]);
    expect(notText.errors?.[0]?.message).toMatch(/^Variable 'label' has an invalid value/);
  });

  it('validates AWSDateTime, in variables and in the query text', async () => {
    const valid = await suite.graphql(runScheduler, { now: '2026-03-02T10:00:00.000Z' });
    const badMonth = await staffOne.graphql(runScheduler, { now: '2026-13-02T10:00:00Z' });
    const noOffset = await staffOne.graphql(runScheduler, { now: '2026-03-02T10:00:00' });
    const literal = await staffOne.graphql('mutation { runScheduler(now: "yesterday") { __typename } }');

    expect(valid.errors).toBeUndefined();
    expect(badMonth.errors?.[0]?.message).toBe("Variable 'now' has an invalid value: Unable to parse 2026-13-02T10:00:00Z as valid AWSDateTime.");
    expect(noOffset.errors?.[0]?.message).toMatch(/as valid AWSDateTime\.$/);
    expect(literal.data).toBeNull();
    expect(literal.errors?.[0]?.message).toMatch(/Unable to parse yesterday as valid AWSDateTime\./);
  });
});

describe("a resolver's error", () => {
  it("carries AppSync's shape: path, data, errorType, errorInfo with the code and details, locations", async () => {
    const formId = (await startForm(staffOne)).data!.startForm!.id;
    await saveText(staffOne, { formId, text: 'first' });

    const stale = await saveText(staffOne, { formId, text: 'stale', expectedVersion: 0 });

    expect(stale.data).toBeNull();
    expect(stale.errors).toEqual([
      {
        path: ['updateTextResponse'],
        data: null,
        errorType: 'CONFLICT',
        errorInfo: { code: 'CONFLICT', details: { current: expect.objectContaining({ text: 'first', version: 1 }) as unknown } },
        locations: [{ line: 2, column: 7, sourceName: null }],
        message: 'This answer was changed elsewhere. The newer answer is shown.',
      },
    ]);
    expect(stale.errors?.[0]).not.toHaveProperty('extensions');
  });
});
