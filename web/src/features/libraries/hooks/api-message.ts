import { apiErrorsOf } from '@/lib/errors/error-codes';

/** The API's own words for a refusal the person can act on (bad input, a conflict, a missing permission), or null. */
export function refusalMessage(error: unknown): string | null {
  const refusal = apiErrorsOf(error).find((item) => ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN'].includes(item.code));
  return refusal?.message ?? null;
}

/** Per-field messages of a refused item (BAD_USER_INPUT problems at `values.<fieldName>`, CONFLICT's field). */
export function fieldProblems(error: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const item of apiErrorsOf(error)) {
    const details = (item.details ?? {}) as { problems?: Array<{ path: string; message: string }>; field?: string };
    for (const problem of details.problems ?? []) {
      if (problem.path.startsWith('values.')) problems[problem.path.slice('values.'.length)] = problem.message;
    }
    if (item.code === 'CONFLICT' && details.field?.startsWith('values.')) problems[details.field.slice('values.'.length)] = item.message;
  }
  return problems;
}
