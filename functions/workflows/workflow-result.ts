import type { WorkflowProblem } from '../../schema/src/workflow/problem';

/**
 * The wrappers the workflow domain's mutations answer (WorkflowResult, MachineResult): status and errorMessage
 * describe how an allowed operation came out. Refusals (FORBIDDEN, NOT_FOUND, CONFLICT, malformed input) are
 * never built here: they stay GraphQL errors, so no client can mistake one for data.
 */
export interface OperationResult {
  status: 'SUCCESS' | 'FAILED';
  errorMessage: string | null;
  problems: WorkflowProblem[];
}

/** A done operation. */
export const succeeded: OperationResult = { status: 'SUCCESS', errorMessage: null, problems: [] };

/** An operation not done because the workflow does not validate: the message names the first three problems. */
export function failedValidation(workflowName: string, problems: WorkflowProblem[], doing: 'published' | 'attached'): OperationResult {
  const shown = problems.slice(0, 3).map((problem) => problem.message).join(' ');
  const more = problems.length > 3 ? ` (${problems.length - 3} more)` : '';
  return { status: 'FAILED', errorMessage: `Workflow ${workflowName} cannot be ${doing}: ${shown}${more}`, problems };
}
