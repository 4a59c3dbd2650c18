import { apiErrorsOf } from '@/lib/errors/error-codes';

/**
 * What the panel says when a comment could not be saved or deleted: the server's own words for a refused input (a
 * mention of someone who cannot open the form), otherwise a sentence per code.
 */
export function commentErrorMessage(error: unknown): string {
  const [first] = apiErrorsOf(error);
  switch (first?.code) {
    case 'BAD_USER_INPUT':
      return first.message;
    case 'FORBIDDEN':
      return 'You can no longer comment on this form in its current status.';
    case 'NOT_FOUND':
      return 'That comment was deleted meanwhile.';
    case 'CONFLICT':
      return 'This comment was changed meanwhile: it now shows its latest version. Look at it before you change it again.';
    default:
      return 'The comment could not be saved. Check your connection and try again.';
  }
}
