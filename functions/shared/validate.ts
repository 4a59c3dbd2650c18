import type { z } from 'zod';
import type { InputProblem } from '../../schema/src/errors/error-details';
import { badUserInput } from './errors';

/** Parses resolver input with a zod schema; a failure is BAD_USER_INPUT naming every problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems: InputProblem[] = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const summary = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ');
  throw badUserInput(summary, { problems });
}
