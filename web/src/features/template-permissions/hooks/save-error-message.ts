import { errorCodes, errorsWithCode } from '@/lib/errors/error-codes';

/** What a tab says when another author changed the template first (the tab then shows the latest version). */
export const conflictMessage = 'This template was changed elsewhere. The latest version is shown: please make your change again.';

/** A failed save in plain words, by the error's code. */
export function saveErrorMessage(error: unknown): string {
  const codes = errorCodes(error);
  if (codes.includes('CONFLICT')) return conflictMessage;
  if (codes.includes('FORBIDDEN')) return 'You may not change the permissions of this template.';
  if (codes.includes('NOT_FOUND')) return 'A role or part of this template no longer exists. The latest version is shown.';
  const invalid = errorsWithCode(error, 'BAD_USER_INPUT')[0];
  if (invalid) return `The change was refused: ${invalid.message}`;
  return 'The change could not be saved. Please try again.';
}
