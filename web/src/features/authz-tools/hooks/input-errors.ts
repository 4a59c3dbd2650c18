import { errorsWithCode } from '@/lib/errors/error-codes';

/** The fields of the Read and Check form. */
export type TupleField = 'user' | 'relation' | 'object' | 'context';

/** What a refused input says: messages by field, and what belongs to no one field. */
export interface InputErrors {
  fields: Partial<Record<TupleField, string>>;
  general: string | null;
}

const tupleFields: readonly string[] = ['user', 'relation', 'object', 'context'] satisfies TupleField[];

interface Problem {
  path?: unknown;
  message?: unknown;
}

/** The engine's codes that point at one field. */
const fieldOfEngineCode: Record<string, TupleField> = { relation_not_found: 'relation' };

/**
 * The BAD_USER_INPUT errors of a failed request, split by field: the API's problems name their path, and the
 * engine's relation_not_found is about the relationship. Null when the failure is not the caller's input.
 */
export function inputErrors(error: unknown): InputErrors | null {
  const refused = errorsWithCode(error, 'BAD_USER_INPUT');
  if (refused.length === 0) return null;
  const result: InputErrors = { fields: {}, general: null };
  for (const item of refused) {
    const details = (item.details ?? {}) as { problems?: Problem[]; fgaCode?: unknown };
    const problems = Array.isArray(details.problems) ? details.problems : [];
    for (const problem of problems) {
      const path = typeof problem.path === 'string' ? problem.path : '';
      if (tupleFields.includes(path) && typeof problem.message === 'string') result.fields[path as TupleField] ??= problem.message;
    }
    const engineField = typeof details.fgaCode === 'string' ? fieldOfEngineCode[details.fgaCode] : undefined;
    if (engineField) result.fields[engineField] ??= item.message;
    else if (problems.length === 0 || problems.some((problem) => !tupleFields.includes(String(problem.path)))) result.general ??= item.message;
  }
  return result;
}
