import type { ErrorCode } from '@schema/errors/error-codes';

/**
 * A GraphQL error as AppSync sends it (for mocked answers): the code as errorType, code and details in
 * errorInfo, never `extensions`. Typed loosely so it fits Apollo's mocked results.
 */
export function appSyncError(message: string, code: ErrorCode, details?: Record<string, unknown>): never {
  return { message, path: null, errorType: code, errorInfo: details ? { code, details } : { code } } as never;
}
