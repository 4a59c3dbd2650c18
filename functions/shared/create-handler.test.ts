import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createDomainHandler } from './create-handler';
import { forbidden } from './errors';
import { createObservability } from './observability';
import { currentRequestContext } from './request-context';

const identity = { sub: 'user-1', claims: { sub: 'user-1', email: 'a@b.edu' } };

function event(fieldName: string, overrides: Partial<AppSyncResolverEvent<Record<string, unknown>>> = {}) {
  return {
    arguments: {},
    identity,
    source: null,
    request: { headers: { 'x-test-id': 'run-7' }, domainName: null },
    info: { fieldName, parentTypeName: 'Query', variables: {}, selectionSetList: [], selectionSetGraphQL: '' },
    prev: null,
    stash: {},
    ...overrides,
  } as unknown as AppSyncResolverEvent<Record<string, unknown>>;
}

const context = {} as Context;

const handler = createDomainHandler(createObservability('test'), (app) => {
  app.onQuery('hello', () => ({ testId: currentRequestContext()?.testId }));
  app.onQuery('refuse', () => {
    throw forbidden('Not yours.');
  });
  app.onQuery('crash', () => {
    throw new Error('database password is hunter2');
  });
});

describe('createDomainHandler', () => {
  it('ignores x-test-id where the deployment does not enable test support: nothing is tagged', async () => {
    expect(await handler(event('hello'), context)).toEqual({ testId: undefined });
  });

  it('turns an AppError into an error envelope with its code', async () => {
    expect(await handler(event('refuse'), context)).toEqual({ __error: { code: 'FORBIDDEN', message: 'Not yours.' } });
  });

  it('hides unexpected failures behind INTERNAL_SERVER_ERROR', async () => {
    const answer = await handler(event('crash'), context);

    expect(answer).toEqual({ __error: { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.' } });
  });

  it('refuses an event without a verified caller', async () => {
    const answer = await handler(event('hello', { identity: null }), context);

    expect(answer).toMatchObject({ __error: { code: 'UNAUTHENTICATED' } });
  });
});
