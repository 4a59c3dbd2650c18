import { haltWorkflow } from '../forms/actions/system-move';
import { subWorkflowChildHalted } from '../forms/effects/sub-workflow-end';

/**
 * Puts a form the scheduler could not move in ERROR; when it is a sub-workflow's child, its parent then moves to
 * its error target (or halts too), as when any other step of the child fails. Answers whether the halt applied.
 */
export async function haltFromScheduler(request: Parameters<typeof haltWorkflow>[0]): Promise<boolean> {
  const halted = await haltWorkflow(request);
  if (halted) await subWorkflowChildHalted(request.formId, request.message);
  return halted;
}
