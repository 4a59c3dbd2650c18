import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The error codes the API uses (`extensions.code` locally, `errorType` in AWS AppSync). */
export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'ROLE_EXISTS'
  | 'EXISTING_ROLE_MEMBER';

const codeByHttpStatus: Record<number, ApiErrorCode> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** One GraphQL error as the API sends it: message, code and, locally, the details under extensions. */
type ApiGraphQLError = CombinedGraphQLErrors['errors'][number];

/** The code of one GraphQL error (`extensions.code`, or AppSync's `errorType`). */
function codeOf(graphQLError: ApiGraphQLError): string | undefined {
  const code = graphQLError.extensions?.code ?? (graphQLError as { errorType?: unknown }).errorType;
  return typeof code === 'string' ? code : undefined;
}

/** The GraphQL errors of an Apollo error that carry `code`, for their messages and details. */
export function errorsWithCode(error: unknown, code: string): ApiGraphQLError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors.filter((graphQLError) => codeOf(graphQLError) === code) : [];
}

/** Every error code an Apollo error carries, from GraphQL errors or the HTTP status. */
export function errorCodes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.flatMap((graphQLError) => {
      const code = codeOf(graphQLError);
      return code ? [code] : [];
    });
  }
  if (ServerError.is(error)) {
    const code = codeByHttpStatus[error.statusCode];
    return code ? [code] : [];
  }
  return [];
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
