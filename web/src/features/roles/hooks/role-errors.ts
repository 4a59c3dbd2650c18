import { roleMessages } from '@schema/roles/role-messages';
import { errorsWithCode } from '@/lib/errors/error-codes';

/** The spec's text for any role or member error it does not name (section 8). */
export const internalErrorMessage = 'Internal error occurred.';

/** What a failed create or rename says: ROLE_EXISTS and the API's refusal of the input in their words, else the internal error. */
export function roleErrorMessage(error: unknown): string {
  if (errorsWithCode(error, 'ROLE_EXISTS').length > 0) return roleMessages.roleExists;
  return errorsWithCode(error, 'BAD_USER_INPUT')[0]?.message ?? internalErrorMessage;
}

/** What a failed add-member says: EXISTING_ROLE_MEMBER and 'Please select a user' in their words, else the internal error. */
export function memberErrorMessage(error: unknown): string {
  if (errorsWithCode(error, 'EXISTING_ROLE_MEMBER').length > 0) return roleMessages.existingRoleMember;
  return errorsWithCode(error, 'BAD_USER_INPUT')[0]?.message ?? internalErrorMessage;
}
