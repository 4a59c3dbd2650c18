import type { IntegrationTrigger } from '../../../schema/src/workflow/model';
import type { FormRecord, IntegrationLogRecord } from '../../data/entities';
import { logger } from '../telemetry';
import { enteredAtOf } from '../workflow-runtime';
import type { CallOutcome } from './integration-call';
import { subWorkflowChildHalted } from './sub-workflow-end';
import { systemMoves } from './system-moves';

/** What the callback did: the event it sent (if any) and what became of it. */
export type Callback = Pick<IntegrationLogRecord, 'callbackEvent' | 'callbackOutcome'>;

/**
 * Moves the form on by a finished call, within the stay the trigger fired in: its successEvent on success, its
 * errorEvent on failure; a failure without an errorEvent puts the workflow in ERROR with why (and tells the
 * parent, when the form is a sub-workflow's child). A form that moved on meanwhile is left alone (STALE).
 */
export async function callBack(trigger: IntegrationTrigger, form: FormRecord, outcome: CallOutcome): Promise<Callback> {
  const { moveFormBySystem, haltWorkflow } = systemMoves();
  const expected = { status: form.status, enteredAt: enteredAtOf(form) };
  const now = new Date().toISOString();
  const event = (outcome.ok ? trigger.successEvent : trigger.errorEvent) || null;
  if (event) {
    const moved = await moveFormBySystem({ formId: form.id, expected, cause: { event }, mover: 'Integration', now });
    if (moved.outcome === 'REFUSED') logger.warn('Integration callback refused', { formId: form.id, triggerId: trigger.id, event, reason: moved.reason });
    return { callbackEvent: event, callbackOutcome: moved.outcome };
  }
  if (outcome.ok) return { callbackEvent: null, callbackOutcome: null };
  const message = `Integration ${trigger.name} failed: ${outcome.error}.`;
  const halted = await haltWorkflow({ formId: form.id, expected, status: 'ERROR', message, now });
  if (halted) await subWorkflowChildHalted(form.id, message);
  return { callbackEvent: null, callbackOutcome: halted ? 'HALTED' : 'STALE' };
}
