import { isErrorCode, type ErrorCode } from './error-codes';

/** The fields of one error of an AppSync answer that tell its code. */
export interface AppSyncErrorFields {
  errorType?: unknown;
  errorInfo?: unknown;
  path?: unknown;
}

/** AppSync's own error types, as the API's codes. */
const codeByAppSyncType: Readonly<Record<string, ErrorCode>> = {
  UnauthorizedException: 'UNAUTHENTICATED',
  MalformedHttpRequestException: 'BAD_USER_INPUT',
  PayloadTooLargeException: 'BAD_USER_INPUT',
  ExecutionTimeout: 'INTERNAL_SERVER_ERROR',
  InternalFailureException: 'INTERNAL_SERVER_ERROR',
  // A field the request's auth mode may not reach ("Not Authorized to access x on type Query").
  Unauthorized: 'FORBIDDEN',
};

/**
 * The one code of an AppSync error, as every client reads it (docs/decisions.md, "Validation errors"):
 * `errorInfo.code` when the resolver gave one, else `errorType` (AppSync's own types as the API's codes), else
 * BAD_USER_INPUT for an error without a path (AppSync sends parse, validation and variable coercion errors with
 * no errorType: the request itself was wrong), else INTERNAL_SERVER_ERROR (a field failed without saying why).
 */
export function codeOfAppSyncError(error: AppSyncErrorFields): string {
  const info = typeof error.errorInfo === 'object' && error.errorInfo !== null ? (error.errorInfo as { code?: unknown }) : {};
  if (isErrorCode(info.code)) return info.code;
  if (typeof error.errorType === 'string' && error.errorType) return codeByAppSyncType[error.errorType] ?? error.errorType;
  return error.path === null || error.path === undefined ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
}
