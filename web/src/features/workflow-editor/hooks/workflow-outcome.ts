import type { WorkflowProblem } from './flow-edits';

/** How the workflow mutations' wrappers (WorkflowResult, MachineResult) say an allowed operation came out. */
export interface WorkflowOutcome {
  status: 'SUCCESS' | 'FAILED';
  errorMessage?: string | null;
  problems: WorkflowProblem[];
}

/** An allowed workflow operation that was not done: its errorMessage, and the problems that kept it from being done. */
export class WorkflowOutcomeFailed extends Error {
  override readonly name = 'WorkflowOutcomeFailed';

  constructor(
    message: string,
    readonly problems: WorkflowProblem[],
  ) {
    super(message);
  }
}

/**
 * The wrapper's object when the operation succeeded; throws {@link WorkflowOutcomeFailed} with the server's
 * errorMessage when it FAILED, so callers handle it where they handle a refusal (which stays a GraphQL error).
 */
export function succeededOrThrow<T extends WorkflowOutcome>(outcome: T | undefined): T | undefined {
  if (outcome?.status === 'FAILED') throw new WorkflowOutcomeFailed(outcome.errorMessage ?? 'The workflow could not be changed.', outcome.problems);
  return outcome;
}
