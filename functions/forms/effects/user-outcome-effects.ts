import { userOutcomesOf } from '../../../schema/src/outcomes/user-outcomes';
import { listUserOutcomesOfForm, replaceUserOutcomes } from '../../data/user-outcomes-repository';
import { heldOutcomesOf } from '../../outcomes/held-outcomes';
import { logger } from '../telemetry';
import type { Arrival } from './arrival';

/**
 * Records a form's outcomes as its owner's user outcomes when it arrives in a final state of its workflow: the
 * outcomes that hold for its answers then, one item per outcome group (and per training). Arriving again replaces
 * the form's items (same keys; those that no longer hold go) and keeps the progress of its trainings.
 */
export async function recordUserOutcomes(arrival: Arrival): Promise<void> {
  const { workflow, form, responses, now } = arrival;
  if (!form.workflowVersionId || !workflow.compiled.isFinal(form.status)) return;
  try {
    const held = await heldOutcomesOf(form.templateId, responses);
    const previous = await listUserOutcomesOfForm(form.owner.userId, form.id);
    const source = { userId: form.owner.userId, formId: form.id, formName: form.name, recordedAt: now };
    await replaceUserOutcomes(previous, userOutcomesOf(held, source, previous));
  } catch (error) {
    logger.error('Recording user outcomes failed', { formId: form.id, status: form.status, error: error as Error });
  }
}
