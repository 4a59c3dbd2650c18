import type { IntegrationTrigger } from '../../../schema/src/workflow/model';
import type { EffectRecord, FormRecord, IntegrationLogRecord } from '../../data/entities';
import type { CallOutcome } from './integration-call';
import type { FollowUp, FollowUpResult } from './effect-runner';

/** What the callback did: the event it sent (if any) and what became of it. */
export type Callback = Pick<IntegrationLogRecord, 'callbackEvent' | 'callbackOutcome'>;

/**
 * What a finished call asks of the form, within the stay the trigger fired in: its successEvent on success, its
 * errorEvent on failure; a failure without an errorEvent puts the workflow in ERROR with why (a sub-workflow's
 * child then tells its parent, through the halt's own effect). A form that moved on meanwhile is left alone.
 */
export function callbackOf(trigger: IntegrationTrigger, form: FormRecord, effect: EffectRecord, outcome: CallOutcome, now: string): { event: string | null; followUp?: FollowUp } {
  const expected = { status: effect.arrival.status, enteredAt: effect.arrival.enteredAt };
  const event = (outcome.ok ? trigger.successEvent : trigger.errorEvent) || null;
  if (event) return { event, followUp: { move: { formId: form.id, expected, cause: { event }, mover: 'Integration', now } } };
  if (outcome.ok) return { event: null };
  const message = `Integration ${trigger.name} failed: ${outcome.error}.`;
  return { event: null, followUp: { halt: { formId: form.id, expected, status: 'ERROR', message, now } } };
}

/** The callback as the integration log records it, once the dispatcher applied its follow-up. */
export function callbackRecord(event: string | null, result: FollowUpResult | undefined): Callback {
  if (!result) return { callbackEvent: event, callbackOutcome: null };
  return { callbackEvent: event, callbackOutcome: result.outcome };
}
