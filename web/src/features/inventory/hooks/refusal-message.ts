import { apiErrorsOf } from '@/lib/errors/error-codes';

/** The API's own words for a refusal the person can act on (bad input, a conflict, a missing permission), or null. */
export function refusalMessage(error: unknown): string | null {
  const refusal = apiErrorsOf(error).find((item) => ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND'].includes(item.code));
  return refusal?.message ?? null;
}
