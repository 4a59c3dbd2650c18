import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { apiErrorsOf, conflictCurrent, errorCodes, errorDetails, errorPageKind, errorsWithCode } from './error-codes';

/** An Apollo error holding GraphQL errors as AppSync sends them (errorType, errorInfo; no extensions). */
function appSyncErrors(...errors: Array<Record<string, unknown>>): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: errors.map((error) => ({ message: 'x', ...error })) as never });
}

describe('the API error helper', () => {
  it("reads the code from errorInfo, else from AppSync's errorType", () => {
    expect(errorCodes(appSyncErrors({ errorType: 'CONFLICT', errorInfo: { code: 'CONFLICT' } }))).toEqual(['CONFLICT']);
    expect(errorCodes(appSyncErrors({ errorType: 'FORBIDDEN' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(appSyncErrors({ errorType: 'UnauthorizedException' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(appSyncErrors({ errorType: 'MalformedHttpRequestException' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('reads a validation or variable coercion error, which AppSync sends without errorType, as BAD_USER_INPUT', () => {
    expect(errorCodes(appSyncErrors({ message: "Variable 'input' has coerced Null value for NonNull type 'ID!'", path: null }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(appSyncErrors({ message: 'Cannot return null for non-nullable field Form.name.', path: ['form', 'name'] }))).toEqual(['INTERNAL_SERVER_ERROR']);
  });

  it('reads a refused request by its HTTP status', () => {
    const refused = new ServerError('401', { response: new Response('', { status: 401 }), bodyText: '' });
    expect(errorCodes(refused)).toEqual(['UNAUTHENTICATED']);
  });

  it("reads the details from errorInfo and the server's current version from a CONFLICT", () => {
    const error = appSyncErrors(
      { message: 'Changed elsewhere.', errorType: 'CONFLICT', errorInfo: { code: 'CONFLICT', details: { current: { version: 3 } } } },
      { message: 'Bad.', errorType: 'BAD_USER_INPUT', errorInfo: { code: 'BAD_USER_INPUT', details: { problems: [{ path: 'name', message: 'Required' }] } } },
    );

    expect(conflictCurrent(error)).toEqual({ version: 3 });
    expect(errorDetails(error, 'BAD_USER_INPUT')?.problems).toEqual([{ path: 'name', message: 'Required' }]);
    expect(apiErrorsOf(error).map((item) => item.message)).toEqual(['Changed elsewhere.', 'Bad.']);
  });

  it('has no current version for a CONFLICT without one, and null for a deleted thing', () => {
    expect(conflictCurrent(appSyncErrors({ errorType: 'CONFLICT', errorInfo: { code: 'CONFLICT', details: { name: 'x' } } }))).toBeUndefined();
    expect(conflictCurrent(appSyncErrors({ errorType: 'CONFLICT', errorInfo: { code: 'CONFLICT', details: { current: null } } }))).toBeNull();
    expect(conflictCurrent(new Error('offline'))).toBeUndefined();
  });

  it('maps NOT_FOUND to the not-found page, FORBIDDEN to access denied and anything else to the error page', () => {
    expect(errorPageKind(appSyncErrors({ errorType: 'NOT_FOUND' }))).toBe('not-found');
    expect(errorPageKind(appSyncErrors({ errorType: 'FORBIDDEN' }))).toBe('access-denied');
    expect(errorPageKind(appSyncErrors({ errorType: 'BAD_USER_INPUT' }))).toBe('error');
    expect(errorPageKind(new Error('Access Denied'))).toBe('access-denied');
    expect(errorPageKind(new TypeError('Failed to fetch'))).toBe('error');
  });

  it('picks the errors of one code', () => {
    const error = appSyncErrors({ message: 'Role r1 was not found.', errorType: 'NOT_FOUND' }, { message: 'taken', errorType: 'ROLE_EXISTS' });
    expect(errorsWithCode(error, 'NOT_FOUND').map((item) => item.message)).toEqual(['Role r1 was not found.']);
    expect(errorsWithCode(error, 'ROLE_EXISTS').map((item) => item.message)).toEqual(['taken']);
    expect(errorsWithCode(new Error('x'), 'NOT_FOUND')).toEqual([]);
  });
});
