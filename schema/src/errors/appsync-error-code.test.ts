import { describe, expect, it } from 'vitest';
import { codeOfAppSyncError } from './appsync-error-code';

describe('codeOfAppSyncError', () => {
  it("takes the resolver's code from errorInfo, then errorType", () => {
    expect(codeOfAppSyncError({ errorType: 'CONFLICT', errorInfo: { code: 'CONFLICT' }, path: ['submitForm'] })).toBe('CONFLICT');
    expect(codeOfAppSyncError({ errorType: 'FORBIDDEN', path: ['form'] })).toBe('FORBIDDEN');
  });

  it("reads AppSync's own error types as the API's codes", () => {
    expect(codeOfAppSyncError({ errorType: 'UnauthorizedException' })).toBe('UNAUTHENTICATED');
    expect(codeOfAppSyncError({ errorType: 'MalformedHttpRequestException' })).toBe('BAD_USER_INPUT');
    expect(codeOfAppSyncError({ errorType: 'ExecutionTimeout' })).toBe('INTERNAL_SERVER_ERROR');
  });

  it('gives validation and variable coercion errors (no errorType, no path) BAD_USER_INPUT', () => {
    expect(codeOfAppSyncError({ path: null, message: "Variable 'c' has coerced Null value for NonNull type 'String!'" } as never)).toBe('BAD_USER_INPUT');
    expect(codeOfAppSyncError({})).toBe('BAD_USER_INPUT');
  });

  it('gives a field error without a type INTERNAL_SERVER_ERROR', () => {
    expect(codeOfAppSyncError({ path: ['form', 'name'] })).toBe('INTERNAL_SERVER_ERROR');
  });
});
