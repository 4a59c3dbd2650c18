import type { GraphqlAnswer } from '../support/local-api';

/**
 * What a caller notices of one call: OK (data, no error), UNAUTHORIZED (AppSync's 401 before any GraphQL), the
 * first error's code (errorType), CODELESS for an error without one, or HTTP_<status> for any other HTTP failure.
 */
export type Outcome = string;

/** Reduces an answer to its outcome. */
export function outcomeOf(answer: GraphqlAnswer<unknown>): Outcome {
  if (answer.status === 401) return 'UNAUTHORIZED';
  if (answer.status !== 200) return `HTTP_${answer.status}`;
  const first = answer.errors?.[0];
  if (!first) return 'OK';
  return first.errorType ?? 'CODELESS';
}
