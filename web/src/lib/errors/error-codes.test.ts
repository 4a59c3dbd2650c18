import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCodes, errorPageKind } from './error-codes';

function graphQLError(extra: Record<string, unknown>): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', ...extra }] });
}

describe('error codes', () => {
  it('reads extensions.code, and errorType as AppSync sends it', () => {
    expect(errorCodes(graphQLError({ extensions: { code: 'CONFLICT' } }))).toEqual(['CONFLICT']);
    expect(errorCodes(graphQLError({ errorType: 'FORBIDDEN' }))).toEqual(['FORBIDDEN']);
  });

  it('maps NOT_FOUND to the not-found page, FORBIDDEN to access denied and anything else to the error page', () => {
    expect(errorPageKind(graphQLError({ extensions: { code: 'NOT_FOUND' } }))).toBe('not-found');
    expect(errorPageKind(graphQLError({ errorType: 'FORBIDDEN' }))).toBe('access-denied');
    expect(errorPageKind(graphQLError({ extensions: { code: 'BAD_USER_INPUT' } }))).toBe('error');
    expect(errorPageKind(new Error('Access Denied'))).toBe('access-denied');
    expect(errorPageKind(new TypeError('Failed to fetch'))).toBe('error');
  });
});
