import { describe, expect, it } from 'vitest';
import { readDomainSdl } from '../../schema/sdl';
import { rootFieldsOf } from '../../schema/src/graphql/root-fields';
import type { ResolverHandler } from './domain-handlers';
import { createGraphqlExecutor } from './graphql-executor';

const identity = { sub: 'u1', username: 'u1', claims: {}, sourceIp: [], defaultAuthStrategy: 'ALLOW', groups: null, issuer: 'local' };

/** Every domain answered by one handler: what the executor does around handlers is what these tests look at. */
function executorWith(handler: ResolverHandler, options: Parameters<typeof createGraphqlExecutor>[1]) {
  const domains = new Set(rootFieldsOf(readDomainSdl()).map((field) => field.domain));
  return createGraphqlExecutor(new Map([...domains].map((domain) => [domain, handler])), options);
}

describe('the local AppSync executor', () => {
  it("stops a request at AppSync's request timeout with AppSync's ExecutionTimeout", async () => {
    const never: ResolverHandler = () => new Promise(() => undefined);
    const execute = executorWith(never, { requestTimeoutMs: 20 });

    const answer = await execute({ query: '{ profile { userId } }' }, { authMode: 'AMAZON_COGNITO_USER_POOLS', identity, headers: {} });

    expect(answer).toEqual({ status: 200, body: { data: null, errors: [{ errorType: 'ExecutionTimeout', message: 'Execution timed out.' }] } });
  });

  it('runs the deployed resolver code around the handler: its result is the field, its envelope an error', async () => {
    const handler: ResolverHandler = async (event) =>
      event.info.fieldName === 'profile' ? { userId: 'u1' } : { __error: { code: 'FORBIDDEN', message: 'No.' } };
    const execute = executorWith(handler, {});

    const answer = await execute({ query: '{ profile { userId } campuses { id } }' }, { authMode: 'AMAZON_COGNITO_USER_POOLS', identity, headers: {} });

    expect(answer.body).toEqual({
      data: null,
      errors: [
        {
          path: ['campuses'],
          data: null,
          errorType: 'FORBIDDEN',
          errorInfo: { code: 'FORBIDDEN' },
          locations: [{ line: 1, column: 22, sourceName: null }],
          message: 'No.',
        },
      ],
    });
  });

  it("answers AppSync's Unauthorized for a field the request's auth mode may not reach, without invoking its function", async () => {
    const invoked: string[] = [];
    const handler: ResolverHandler = async (event) => {
      invoked.push(event.info.fieldName);
      return event.info.fieldName === 'publicRoutesOpen' ? true : { userId: 'u1' };
    };
    const execute = executorWith(handler, {});

    const guest = await execute({ query: '{ publicRoutesOpen profile { userId } }' }, { authMode: 'API_KEY', identity: null, headers: {} });
    const staff = await execute({ query: '{ publicRoutesOpen }' }, { authMode: 'AMAZON_COGNITO_USER_POOLS', identity, headers: {} });

    expect(guest.body).toEqual({
      data: null,
      errors: [
        {
          path: ['profile'],
          data: null,
          errorType: 'Unauthorized',
          errorInfo: null,
          locations: [{ line: 1, column: 20, sourceName: null }],
          message: 'Not Authorized to access profile on type Query',
        },
      ],
    });
    expect(staff.body.errors?.[0]).toMatchObject({ path: ['publicRoutesOpen'], errorType: 'Unauthorized' });
    expect(invoked).toEqual(['publicRoutesOpen']);
  });
});
