import type { GraphQLError, SourceLocation } from 'graphql';
import type { ResolverError } from './resolver-evaluator';

/** A location in the query, as AppSync writes it. */
export interface AppSyncLocation {
  line: number;
  column: number;
  sourceName: null;
}

/**
 * One error of an AppSync answer. A resolver's error carries `path`, `data`, `errorType`, `errorInfo`,
 * `locations` and `message`; a validation error only `path: null`, `locations` and `message`; a request AppSync
 * refuses before GraphQL (401, a malformed body) only `errorType` and `message`. Never `extensions`.
 */
export interface AppSyncError {
  path?: ReadonlyArray<string | number> | null;
  data?: unknown;
  errorType?: string;
  errorInfo?: unknown;
  locations?: AppSyncLocation[] | null;
  message: string;
}

/** The body of an AppSync answer. */
export interface AppSyncBody {
  data?: unknown;
  errors?: AppSyncError[];
}

/** An HTTP answer of the harness: status and body. */
export interface AppSyncAnswer {
  status: number;
  body: AppSyncBody;
}

const locationsOf = (locations: readonly SourceLocation[] | undefined): AppSyncLocation[] | null =>
  locations ? locations.map(({ line, column }) => ({ line, column, sourceName: null })) : null;

/** A request AppSync refuses before it reaches GraphQL: only errorType and message. */
export const requestError = (status: number, errorType: string, message: string): AppSyncAnswer => ({
  status,
  body: { errors: [{ errorType, message }] },
});

/** A parse or validation error (including the query limits): no data, no errorType, the query's locations. */
export const validationError = (message: string, locations?: readonly SourceLocation[]): AppSyncError => ({
  path: null,
  locations: locationsOf(locations),
  message,
});

/** The error a resolver raised through util.error / util.appendError, at the field's path. */
export const resolverError = (error: ResolverError, path: ReadonlyArray<string | number>, locations?: readonly SourceLocation[]): AppSyncError => ({
  path,
  data: error.data,
  errorType: error.errorType ?? undefined,
  errorInfo: error.errorInfo,
  locations: locationsOf(locations),
  message: error.message,
});

/** graphql-js's words for a refused variable, in graphql-java's (AppSync's): `Variable 'x' has an invalid value: ...`. */
function appSyncMessage(message: string): string {
  const variable = /^Variable "\$([^"]+)" got invalid value .*?; (.*)$/s.exec(message);
  return variable ? `Variable '${variable[1]}' has an invalid value: ${variable[2]}` : message;
}

/**
 * The AppSync errors of one error graphql-js reports while executing: a resolver's util.error (with any error
 * appended before it) at the field's path, or a plain error (a refused variable, a null for a non-null field).
 */
export function executionErrors(error: GraphQLError): AppSyncError[] {
  const raised = error.originalError as { resolverErrors?: ResolverError[] } | undefined;
  if (raised?.resolverErrors) return raised.resolverErrors.map((each) => resolverError(each, error.path ?? [], error.locations));
  if (!error.path) return [validationError(appSyncMessage(error.message), error.locations)];
  return [{ path: error.path, data: null, locations: locationsOf(error.locations), message: error.message }];
}
