import { libraryAccessWords, type LibraryAccess } from '@schema/libraries/library-grants';
import { apiErrorsOf } from '@/lib/errors/error-codes';

const noun = (access: LibraryAccess) => libraryAccessWords[access].noun;

/** The toast after a grant. */
export const grantedMessage = (name: string, access: LibraryAccess) => `${name} is now ${noun(access)} of this library.`;

/** The toast after a revocation. */
export const revokedMessage = (name: string, access: LibraryAccess) => `${name} is no longer ${noun(access)} of this library.`;

/** The question before a revocation: what changes, and what it leaves alone. */
export function revokeQuestion(grantee: { kind: string; name: string }, access: LibraryAccess, libraryName: string): string {
  if (grantee.kind === 'EVERYONE') {
    return `Everyone signed in will no longer read ${libraryName}: only the people and roles listed here will see it and find its items in forms.`;
  }
  const through = grantee.kind === 'ROLE' ? "The role's members" : 'They';
  return `${grantee.name} will no longer be ${noun(access)} of ${libraryName}. ${through} keep any access they have in another way (a role, or as library managers).`;
}

/** The API's words for a refused grant or revocation, or a general message. */
export function grantErrorMessage(error: unknown): string {
  const refusal = apiErrorsOf(error).find((item) => ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND'].includes(item.code));
  return refusal?.message ?? 'The change could not be saved. Try again.';
}
