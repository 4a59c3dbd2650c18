import { AuthzError, type AuthzErrorCode } from './types';

/**
 * OpenFGA's numeric code for each error the engine raises. Condition problems have no code of their own in
 * OpenFGA: it reports them as validation_error (2000), so they carry 2000 here too.
 */
const numericCodes: Record<AuthzErrorCode, number> = {
  validation_error: 2000,
  resolution_too_complex: 2002,
  cannot_allow_duplicate_tuples_in_one_request: 2004,
  invalid_continuation_token: 2007,
  write_failed_due_to_invalid_input: 2017,
  type_not_found: 2021,
  relation_not_found: 2022,
  invalid_tuple: 2027,
  exceeded_entity_limit: 2053,
  invalid_authorization_model: 2056,
  condition_not_found: 2000,
  invalid_condition_context: 2000,
};

/** An AuthzError carrying OpenFGA's numeric code for `code`. */
export function authzError(code: AuthzErrorCode, message: string): AuthzError {
  return new AuthzError(code, message, numericCodes[code]);
}

/** The same failure under another code, as OpenFGA reports errors differently depending on the API. */
export function recode(error: unknown, code: AuthzErrorCode, prefix = ''): unknown {
  if (!(error instanceof AuthzError)) return error;
  return authzError(code, `${prefix}${error.message}`);
}

/** Evaluation errors (conditions, depth) travel as values through resolution; this is what they wrap. */
export function isAuthzError(error: unknown): error is AuthzError {
  return error instanceof AuthzError;
}
