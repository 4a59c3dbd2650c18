import { apiErrorsOf } from '@/lib/errors/error-codes';

/** A refused save's messages: per row (from BAD_USER_INPUT problems at `fields.N...`) and the rest in one list. */
export function saveProblems(error: unknown): { rows: Record<number, string>; general: string[] } {
  const rows: Record<number, string> = {};
  const general: string[] = [];
  for (const item of apiErrorsOf(error)) {
    const problems = ((item.details ?? {}) as { problems?: Array<{ path: string; message: string }> }).problems ?? [];
    if (problems.length === 0) general.push(item.message);
    for (const problem of problems) {
      const row = /^fields\.(\d+)/.exec(problem.path);
      if (row) rows[Number(row[1])] = rows[Number(row[1])] ? `${rows[Number(row[1])]}; ${problem.message}` : problem.message;
      else general.push(problem.message);
    }
  }
  return { rows, general };
}
