/** The error codes a caller can rely on, carried as `extensions.code` (locally) and `errorType` (AppSync). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INTERNAL_SERVER_ERROR'
  /** Role administration: another role of the node already has this name (case-insensitive). */
  | 'ROLE_EXISTS'
  /** Role administration: the person is a member of the role already. */
  | 'EXISTING_ROLE_MEMBER';

/**
 * An error meant for the caller. Resolvers throw it; the handler turns it into the error envelope that the
 * AppSync response function (and the local harness) raises as a GraphQL error with this code.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badUserInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const unauthenticated = (message = 'You must be signed in.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (what: string, id: string) => new AppError('NOT_FOUND', `${what} ${id} was not found.`, { id });
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError('CONFLICT', message, details);

/** The shape a handler returns instead of data when a resolver fails; see infra's resolver code. */
export interface ErrorEnvelope {
  __error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && '__error' in value;
}
