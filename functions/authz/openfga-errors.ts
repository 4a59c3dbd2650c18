import { FgaApiError, FgaApiValidationError, FgaValidationError } from '@openfga/sdk';
import { AuthzError, type AuthzErrorCode } from './engine/types';

// OpenFGA's numeric error codes (openfga/api errors.proto), for the codes a caller may meet.
const numericCodes: Record<string, number> = {
  validation_error: 2000,
  authorization_model_not_found: 2001,
  authorization_model_resolution_too_complex: 2002,
  invalid_write_input: 2003,
  cannot_allow_duplicate_tuples_in_one_request: 2004,
  invalid_continuation_token: 2007,
  invalid_tuple_set: 2008,
  invalid_check_input: 2009,
  invalid_expand_input: 2010,
  unsupported_user_set: 2011,
  invalid_object_format: 2012,
  write_failed_due_to_invalid_input: 2017,
  latest_authorization_model_not_found: 2020,
  type_not_found: 2021,
  relation_not_found: 2022,
  invalid_user: 2025,
  invalid_tuple: 2027,
  unknown_relation: 2028,
  page_size_invalid: 2039,
  exceeded_entity_limit: 2053,
  invalid_contextual_tuple: 2054,
  duplicate_contextual_tuple: 2055,
  invalid_authorization_model: 2056,
};

// The server's codes that the engine's vocabulary names the same way; every other validation code is
// reported as validation_error (its own numeric code kept).
const sameCodes: Record<string, AuthzErrorCode> = {
  validation_error: 'validation_error',
  authorization_model_resolution_too_complex: 'resolution_too_complex',
  cannot_allow_duplicate_tuples_in_one_request: 'cannot_allow_duplicate_tuples_in_one_request',
  write_failed_due_to_invalid_input: 'write_failed_due_to_invalid_input',
  type_not_found: 'type_not_found',
  relation_not_found: 'relation_not_found',
  invalid_tuple: 'invalid_tuple',
  exceeded_entity_limit: 'exceeded_entity_limit',
  invalid_continuation_token: 'invalid_continuation_token',
  invalid_authorization_model: 'invalid_authorization_model',
};

/** The engine's code for a server code and message: conditions only have messages to tell them apart. */
function codeFor(serverCode: string, message: string): AuthzErrorCode {
  if (/missing (context )?param|context is missing|failed to evaluate (relationship )?condition/i.test(message)) {
    return 'invalid_condition_context';
  }
  if (/condition\b.*\b(undefined|not found|not defined)/i.test(message)) return 'condition_not_found';
  return sameCodes[serverCode] ?? 'validation_error';
}

/** The engine's error for one of the server's validation codes (as batch check answers them per check). */
export function authzErrorFor(serverCode: string | number, message: string): AuthzError {
  // JSON may carry the enum by name or by number.
  const name = Object.entries(numericCodes).find(([, value]) => String(value) === String(serverCode))?.[0] ?? String(serverCode);
  return new AuthzError(codeFor(name, message), message, numericCodes[name]);
}

/**
 * Turns what @openfga/sdk throws into the engine's errors: the server's validation errors (HTTP 400) and
 * the SDK's own argument checks become AuthzError with OpenFGA's code and message; anything else (server
 * unreachable, 5xx after the SDK's retries, authentication, unknown store) stays a plain Error saying so.
 */
export function toAuthzError(error: unknown): Error {
  if (error instanceof AuthzError) return error;
  if (error instanceof FgaApiValidationError) {
    return authzErrorFor(String(error.apiErrorCode ?? 'validation_error'), error.apiErrorMessage ?? error.message);
  }
  if (error instanceof FgaValidationError) return new AuthzError('validation_error', error.message, 2000);
  if (error instanceof FgaApiError) {
    const detail = error.apiErrorMessage ?? error.statusText ?? error.message;
    return new Error(`OpenFGA request failed (${error.name}, HTTP ${error.statusCode ?? '?'}): ${detail}`, { cause: error });
  }
  return new Error(`OpenFGA request failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}
