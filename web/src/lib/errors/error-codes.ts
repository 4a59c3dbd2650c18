import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { codeOfAppSyncError } from '@schema/errors/appsync-error-code';
import type { ErrorCode } from '@schema/errors/error-codes';
import type { ErrorDetails, ErrorDetailsByCode } from '@schema/errors/error-details';

/** The error codes the API uses (schema/src/errors): AppSync's `errorType`, repeated in `errorInfo.code`. */
export type ApiErrorCode = Exclude<ErrorCode, 'INTERNAL_SERVER_ERROR'>;

/** One error of an answer as the web reads it: code, message and details, wherever AppSync put them. */
export interface ApiError<C extends ErrorCode = ErrorCode> {
  code: string;
  message: string;
  details: ErrorDetails<C> | undefined;
}

const codeByHttpStatus: Record<number, ApiErrorCode> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** One GraphQL error of AppSync's answer: `errorType` and `errorInfo` ride beside the standard fields. */
type WireError = CombinedGraphQLErrors['errors'][number] & { errorType?: unknown; errorInfo?: unknown };

function readError(wire: WireError): ApiError {
  const info = (typeof wire.errorInfo === 'object' && wire.errorInfo !== null ? wire.errorInfo : {}) as { details?: unknown };
  const details = typeof info.details === 'object' && info.details !== null ? (info.details as ErrorDetails) : undefined;
  return { code: codeOfAppSyncError(wire), message: wire.message, details };
}

/**
 * Every error an Apollo error carries, read the one way the whole web reads them: the code by
 * `codeOfAppSyncError` (errorInfo.code, errorType, BAD_USER_INPUT for a validation error) or the HTTP status of a
 * refused request, the details from `errorInfo.details`.
 */
export function apiErrorsOf(error: unknown): ApiError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((wire) => readError(wire as WireError));
  if (ServerError.is(error)) {
    const code = codeByHttpStatus[error.statusCode];
    return code ? [{ code, message: error.message, details: undefined }] : [];
  }
  return [];
}

/** The errors of an Apollo error that carry `code`, with their messages and typed details. */
export function errorsWithCode<C extends ErrorCode>(error: unknown, code: C): Array<ApiError<C>> {
  return apiErrorsOf(error).filter((item): item is ApiError<C> => item.code === code);
}

/** The details of the first error with `code`, typed by the error contract; undefined when none came. */
export function errorDetails<C extends keyof ErrorDetailsByCode>(error: unknown, code: C): ErrorDetailsByCode[C] | undefined {
  return errorsWithCode(error, code).find((item) => item.details)?.details as ErrorDetailsByCode[C] | undefined;
}

/**
 * The server's current version of what a CONFLICT refused (an answer, an element, a workflow...): adopt it
 * instead of reading everything again. Undefined when the error is not a CONFLICT or carries no `current`;
 * null when the thing no longer exists.
 */
export function conflictCurrent<T>(error: unknown): T | null | undefined {
  const details = errorDetails(error, 'CONFLICT');
  return details && 'current' in details ? (details.current as T | null) : undefined;
}

/** Every error code an Apollo error carries, from GraphQL errors or the HTTP status. */
export function errorCodes(error: unknown): string[] {
  return apiErrorsOf(error).map((item) => item.code);
}

/** Whether an Apollo error carries the given code. */
export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** Which error page an error leads to. */
export type ErrorPageKind = 'not-found' | 'access-denied' | 'error';

/** Maps an error to its page: NOT_FOUND (or the message Not Found) to not-found, FORBIDDEN/403 (or Access Denied) to access-denied, else the generic page. */
export function errorPageKind(error: unknown): ErrorPageKind {
  const codes = errorCodes(error);
  const message = error instanceof Error ? error.message : '';
  if (codes.includes('NOT_FOUND') || message === 'Not Found') return 'not-found';
  if (codes.includes('FORBIDDEN') || codes.includes('403') || message === 'Access Denied') return 'access-denied';
  return 'error';
}
