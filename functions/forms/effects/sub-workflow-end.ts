import { invokeTargetRoute, type InvokeEnd } from '../../../schema/src/workflow/validate-sub-workflows';
import type { FormRecord } from '../../data/entities';
import { findFormConsistently } from '../../data/sub-workflows-repository';
import { logger } from '../telemetry';
import { workflowOfForm } from '../workflow-runtime';
import type { Arrival } from './arrival';
import { systemMoves } from './system-moves';

const causeEvents: Record<InvokeEnd, string> = { success: 'sub_workflow_done', error: 'sub_workflow_error' };

/**
 * Moves a sub-workflow's parent on by how its child ended: to the success (or error) target its invoking state
 * leads to, within the stay that started the child. A child whose parent has no error target puts the parent in
 * ERROR, which travels up to the parent's own parent. Forms that are not a sub-workflow's child are left alone.
 */
async function endSubWorkflow(child: FormRecord, end: InvokeEnd, childError?: string): Promise<void> {
  if (!child.parentFormId) return;
  const parent = await findFormConsistently(child.parentFormId);
  const stay = parent?.subWorkflowChildren?.find((ref) => ref.formId === child.id);
  const workflow = parent && stay ? await workflowOfForm(parent) : undefined;
  if (!parent || !stay || !workflow) return;
  const { moveFormBySystem, haltWorkflow } = systemMoves();
  const expected = { status: stay.status, enteredAt: stay.enteredAt };
  const now = new Date().toISOString();
  const route = invokeTargetRoute(workflow.record.flow, stay.status, end);
  if (route) {
    const autoTransition = { status: route.target, edgeIds: route.edgeIds, event: causeEvents[end] };
    const moved = await moveFormBySystem({ formId: parent.id, expected, cause: { autoTransition }, mover: 'Sub-workflow', now });
    if (moved.outcome === 'REFUSED') logger.warn('Sub-workflow move refused', { formId: parent.id, childId: child.id, reason: moved.reason });
    return;
  }
  const state = workflow.record.flow.nodes.find((node) => node.id === stay.status);
  const name = (state?.type === 'state' && state.data.subWorkflowConfig?.templateName) || child.name;
  const message = end === 'error' ? `Sub-workflow ${name} failed: ${childError ?? 'its workflow ended in ERROR.'}` : `Sub-workflow ${name} finished, but its state has no way to a success target.`;
  if (await haltWorkflow({ formId: parent.id, expected, status: 'ERROR', message, now })) await endSubWorkflow(parent, 'error', message);
}

/** When a sub-workflow's child arrives in a final state, its parent moves to its success target. */
export async function finishSubWorkflow(arrival: Arrival): Promise<void> {
  if (!arrival.form.parentFormId || !arrival.workflow.compiled.isFinal(arrival.form.status)) return;
  try {
    await endSubWorkflow(arrival.form, 'success');
  } catch (error) {
    logger.error('Ending a sub-workflow failed', { formId: arrival.form.id, parentFormId: arrival.form.parentFormId, error: error as Error });
  }
}

/**
 * Tells a sub-workflow's parent that its child halted with ERROR (call it once a halt applied): the parent moves
 * to its error target, or halts with ERROR itself. Does nothing for forms that are not a sub-workflow's child.
 */
export async function subWorkflowChildHalted(childId: string, message: string): Promise<void> {
  try {
    const child = await findFormConsistently(childId);
    if (child?.workflowHalt?.status === 'ERROR') await endSubWorkflow(child, 'error', message);
  } catch (error) {
    logger.error('Ending a failed sub-workflow failed', { formId: childId, error: error as Error });
  }
}
