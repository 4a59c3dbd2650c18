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

/**
 * graphql-js's words for a refused variable, in graphql-java's (AppSync's): a missing or null non-null variable
 * is `Variable 'x' has coerced Null value for NonNull type 'T!'`, an unknown input field `The variables input
 * contains a field that is not defined for input object type 'T' ` (with no locations: aws-appsync-community#273),
 * any other `Variable 'x' has an invalid value: ...`.
 */
function appSyncVariableError(message: string, locations: readonly SourceLocation[] | undefined): AppSyncError {
  const missing = /^Variable "\$([^"]+)" of (?:required|non-null) type "([^"]+)" (?:was not provided|must not be null)\.$/.exec(message);
  if (missing) return validationError(`Variable '${missing[1]}' has coerced Null value for NonNull type '${missing[2]}'`, locations);
  const unknownField = /^Variable "\$[^"]+" got invalid value .*?; Field "[^"]+" is not defined by type "([^"]+)"\.?/s.exec(message);
  if (unknownField) return validationError(`The variables input contains a field that is not defined for input object type '${unknownField[1]}' `);
  const invalid = /^Variable "\$([^"]+)" got invalid value .*?; (.*)$/s.exec(message);
  return validationError(invalid ? `Variable '${invalid[1]}' has an invalid value: ${invalid[2]}` : message, locations);
}

/**
 * The AppSync errors of one error graphql-js reports while executing: a resolver's util.error (with any error
 * appended before it) at the field's path, or a plain error (a refused variable, a null for a non-null field).
 */
export function executionErrors(error: GraphQLError): AppSyncError[] {
  const raised = error.originalError as { resolverErrors?: ResolverError[] } | undefined;
  if (raised?.resolverErrors) return raised.resolverErrors.map((each) => resolverError(each, error.path ?? [], error.locations));
  if (!error.path) return [appSyncVariableError(error.message, error.locations)];
  return [{ path: error.path, data: null, locations: locationsOf(error.locations), message: error.message }];
}
