import type { ErrorCode } from '../../schema/src/errors/error-codes';
import type { BadUserInputDetails, ConflictDetails, ErrorEnvelope } from '../../schema/src/errors/error-details';

export type { ErrorCode } from '../../schema/src/errors/error-codes';
export { isErrorEnvelope, type ErrorEnvelope } from '../../schema/src/errors/error-details';

/**
 * An error meant for the caller. Resolvers throw it; the handler turns it into the error envelope that the
 * APPSYNC_JS response function (run locally by the harness too) raises with its code and details.
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

  /** The envelope the handler returns for this error. */
  toEnvelope(): ErrorEnvelope {
    return { __error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

export const badUserInput = (message: string, details?: BadUserInputDetails) => new AppError('BAD_USER_INPUT', message, details);
export const unauthenticated = (message = 'You must be signed in.') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const notFound = (what: string, id: string) => new AppError('NOT_FOUND', `${what} ${id} was not found.`, { id });
export const conflict = (message: string, details?: ConflictDetails) => new AppError('CONFLICT', message, details);
