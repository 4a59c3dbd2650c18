import type { GraphqlAnswer } from '../support/local-api';

/** What the fuzz test counts in the answers it gets. */
export interface FuzzFigures {
  calls: number;
  rejected: number;
  accepted: number;
  http5xx: number;
  internal: number;
  /** Errors of a resolver or of execution (they have a path) without an errorType. */
  codeless: number;
  /** Errors GraphQL validation or variable coercion raised before any resolver: AppSync gives them no errorType. */
  validation: number;
  changedRecordsOnRejectedCalls: number;
  /** Blob keys an accepted call stored outside the folder of the forms it names (issue 12 finding 7). */
  keysOutsideFormOnAcceptedCalls: number;
}

/** Figures before any call. */
export const noFigures = (): FuzzFigures => ({
  calls: 0,
  rejected: 0,
  accepted: 0,
  http5xx: 0,
  internal: 0,
  codeless: 0,
  validation: 0,
  changedRecordsOnRejectedCalls: 0,
  keysOutsideFormOnAcceptedCalls: 0,
});

/** Whether the call was refused: an HTTP error or any GraphQL error. */
export const isRejected = (answer: GraphqlAnswer<unknown>) => answer.status !== 200 || (answer.errors?.length ?? 0) > 0;

/** Adds one answer's faults to the figures and answers what was wrong with it, for the failure message. */
export function countFaults(figures: FuzzFigures, answer: GraphqlAnswer<unknown>): string[] {
  const faults: string[] = [];
  figures.calls += 1;
  if (isRejected(answer)) figures.rejected += 1;
  else figures.accepted += 1;
  if (answer.status >= 500) {
    figures.http5xx += 1;
    faults.push(`HTTP ${answer.status}`);
  }
  for (const error of answer.errors ?? []) {
    if (error.errorType === 'INTERNAL') {
      figures.internal += 1;
      faults.push(`INTERNAL: ${error.message}`);
    } else if (!error.errorType && error.path) {
      figures.codeless += 1;
      faults.push(`no code: ${error.message}`);
    } else if (!error.errorType) figures.validation += 1;
  }
  return faults;
}
