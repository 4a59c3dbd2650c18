import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../scripts/harness/local-stack';
import { codesOf, postRaw, signIn, startApi, type GraphqlAnswer } from './support/local-api';

// Finding 8 of issue 12: malformed calls must get AppSync's answer with a code, never HTML or a stack trace.
let stack: LocalStack;
let token: string;

beforeAll(async () => {
  stack = await startApi();
  token = (await signIn(stack.url, 'global.admin')).token;
});
afterAll(async () => stack.close());

const tagsQuery = 'query Tags($campusCode: String!) { tags(campusCode: $campusCode) { id } }';
const post = (body: unknown) => postRaw(stack.url, typeof body === 'string' ? body : JSON.stringify(body), token);

/** What no answer may leak: an HTML page, a stack frame or a path on the server. */
function leaks(answer: GraphqlAnswer & { contentType: string | null }): string[] {
  const text = JSON.stringify(answer);
  return [
    ...(answer.contentType?.startsWith('application/json') ? [] : [`content type ${answer.contentType}`]),
    ...(/<html|<pre/i.test(text) ? ['HTML'] : []),
    ...(/\bat \S+ \(|\.ts:\d+|node_modules|\/work\//.test(text) ? ['stack trace or path'] : []),
    ...(/toJSON|call stack/i.test(text) ? ['JavaScript error'] : []),
  ];
}

describe('malformed requests', () => {
  it('answer 400 MalformedHttpRequestException as JSON when variables are not an object', async () => {
    const answers = await Promise.all(['"x"', '[1]', '5', 'true'].map((variables) => post(`{"query":${JSON.stringify(tagsQuery)},"variables":${variables}}`)));

    expect(answers.map((answer) => [answer.status, codesOf(answer)])).toEqual(answers.map(() => [400, ['MalformedHttpRequestException']]));
    expect(answers.flatMap(leaks)).toEqual([]);
  });

  it('answer a selection nested 20,000 deep with a parse error AppSync would give, carrying a code', async () => {
    const levels = 20_000;
    const answer = await post({ query: `query Deep { ${'me { '.repeat(levels)}userId ${'}'.repeat(levels + 1)}` });

    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({ path: null, message: expect.stringMatching(/parsing has been cancelled/) as unknown });
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(leaks(answer)).toEqual([]);
  });

  it('answer 1,800 chained fragments (just under the token limit) without running out of stack', async () => {
    const count = 1_800;
    const fragments = Array.from({ length: count }, (_, index) => `fragment F${index} on Query { ...F${index + 1} }`).join('\n');
    const answer = await post({ query: `query Chain { ...F0 }\n${fragments}\nfragment F${count} on Query { __typename }` });

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ __typename: 'Query' });
    expect(leaks(answer)).toEqual([]);
  });
});

describe('variable coercion errors', () => {
  const addAudience = 'mutation Add($input: AddAudienceInput!) { addAudience(input: $input) { id } }';
  const audience = { id: 'a1', name: 'Everyone', scope: 'campus' };
  const envelope = { templateId: 't', expectedRevision: 1 };

  it.each([
    ['a wrong scalar type', tagsQuery, { campusCode: 5 }, /^Variable 'campusCode' has an invalid value/],
    ['a missing non-null variable', tagsQuery, {}, /^Variable 'campusCode' has coerced Null value for NonNull type 'String!'$/],
    ['a null non-null variable', tagsQuery, { campusCode: null }, /^Variable 'campusCode' has coerced Null value for NonNull type 'String!'$/],
    ['an unknown input field', addAudience, { input: { ...envelope, audience, extra: 1 } }, /^The variables input contains a field that is not defined for input object type 'AddAudienceInput' $/],
    ['an unknown enum value', addAudience, { input: { ...envelope, audience: { ...audience, scope: 'everywhere' } } }, /^Variable 'input' has an invalid value/],
    ['a missing required input field', addAudience, { input: { expectedRevision: 1, audience } }, /^Variable 'input' has an invalid value/],
  ])('answer %s as AppSync does (no data, path null), read as BAD_USER_INPUT', async (_case, query, variables, message) => {
    const answer = await post({ query, variables });

    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => [error.path, error.errorType])).toEqual([[null, undefined]]);
    expect(answer.errors?.[0]?.message).toMatch(message);
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(leaks(answer)).toEqual([]);
  });
});
