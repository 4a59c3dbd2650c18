import { invokeTargetRoute, type InvokeEnd } from '../../../schema/src/workflow/validate-sub-workflows';
import { findFormConsistently } from '../../data/sub-workflows-repository';
import { workflowOfForm } from '../workflow-runtime';
import { done, type EffectRunner } from './effect-runner';

const causeEvents: Record<InvokeEnd, string> = { success: 'sub_workflow_done', error: 'sub_workflow_error' };

/**
 * Moves a sub-workflow's parent on by how its child (this form) ended: to the success (or error) target its
 * invoking state leads to, within the stay that started the child. A parent with no such target is put in ERROR,
 * which its own halt's effect carries up to its own parent. Both are follow-ups on the parent's stay, so a second
 * run finds the parent moved and does nothing.
 */
export const endSubWorkflowRunner: EffectRunner = {
  async run({ effect, form: child, now }) {
    const end = effect.end ?? 'success';
    const parent = child.parentFormId ? await findFormConsistently(child.parentFormId) : undefined;
    const stay = parent?.subWorkflowChildren?.find((ref) => ref.formId === child.id);
    const workflow = parent && stay ? await workflowOfForm(parent) : undefined;
    if (!parent || !stay || !workflow) return done('No parent waits for it.');
    const expected = { status: stay.status, enteredAt: stay.enteredAt };
    const route = invokeTargetRoute(workflow.record.flow, stay.status, end);
    if (route) {
      const autoTransition = { status: route.target, edgeIds: route.edgeIds, event: causeEvents[end] };
      return { outcome: 'done', followUps: [{ move: { formId: parent.id, expected, cause: { autoTransition }, mover: 'Sub-workflow', now } }] };
    }
    const state = workflow.record.flow.nodes.find((node) => node.id === stay.status);
    const name = (state?.type === 'state' && state.data.subWorkflowConfig?.templateName) || child.name;
    const message = end === 'error' ? `Sub-workflow ${name} failed: ${effect.message ?? 'its workflow ended in ERROR.'}` : `Sub-workflow ${name} finished, but its state has no way to a success target.`;
    return { outcome: 'done', followUps: [{ halt: { formId: parent.id, expected, status: 'ERROR', message, now } }] };
  },
};
