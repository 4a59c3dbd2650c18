/**
 * The error codes a caller can rely on. AppSync carries the code as the error's `errorType`, and the resolver
 * also puts it in `errorInfo.code` (see {@link ErrorInfo}); web and functions both read this one list.
 */
export const errorCodes = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INTERNAL_SERVER_ERROR',
  /** Role administration: another role of the node already has this name (case-insensitive). */
  'ROLE_EXISTS',
  /** Role administration: the person is a member of the role already. */
  'EXISTING_ROLE_MEMBER',
  /** A guest on the public routes spent their request budget (functions/guests/guest-caller.ts). */
  'TOO_MANY_REQUESTS',
] as const;

/** One of {@link errorCodes}. */
export type ErrorCode = (typeof errorCodes)[number];

/** Whether a value (an errorType or errorInfo.code from the wire) is one of the API's codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
