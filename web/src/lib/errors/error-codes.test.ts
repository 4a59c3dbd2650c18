import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCodes, errorPageKind, errorsWithCode } from './error-codes';

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

  it('picks the GraphQL errors of one code, whichever way the code travels', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'Role r1 was not found.', extensions: { code: 'NOT_FOUND' } },
        { message: 'taken', errorType: 'ROLE_EXISTS' } as never,
      ],
    });
    expect(errorsWithCode(error, 'NOT_FOUND').map((item) => item.message)).toEqual(['Role r1 was not found.']);
    expect(errorsWithCode(error, 'ROLE_EXISTS').map((item) => item.message)).toEqual(['taken']);
    expect(errorsWithCode(new Error('x'), 'NOT_FOUND')).toEqual([]);
  });
});
