import type { FormRecord, PersonRef, ResponseRecord } from '../../data/entities';
import { findFormWithResponses, haltFormWorkflow, StaleForm } from '../../data/forms-repository';
import type { EffectsQueue } from '../../effects/effects-queue';
import { announceEffects } from '../effects/announce';
import { effectsOfHalt } from '../effects/plan-effects';
import { logger } from '../telemetry';
import { answersOfForm, enteredAtOf, workflowOfForm } from '../workflow-runtime';
import { applyMove, type WorkflowMove } from './workflow-move';

/** Who a status event names when the platform, not a person, moved the form. */
export type SystemMover = 'Scheduler' | 'Integration' | 'Sub-workflow';

/** The person-shaped actor of a system move, as the status history shows it. */
export const systemActor = (mover: SystemMover): PersonRef => ({ userId: `system:${mover.toLowerCase()}`, firstName: mover, lastName: '', email: '' });

/** What a system move asks for: an event, or a given target (an auto-transition the scheduler found due). */
export type SystemCause = { event: string } | { autoTransition: WorkflowMove & { event: string } };

export interface SystemMoveRequest {
  formId: string;
  /**
   * The state the mover saw the form in, and when it entered it: the move applies only to that stay, so a form
   * that has moved on (or came back later) is left alone.
   */
  expected: { status: string; enteredAt?: string };
  cause: SystemCause;
  mover: SystemMover;
  now: string;
}

/** What became of a system move: it applied, the form was no longer as expected, or the workflow refused it. */
export type SystemMoveResult = { outcome: 'MOVED'; form: FormRecord } | { outcome: 'STALE' } | { outcome: 'REFUSED'; reason: string };

/** Whether the form is still in the stay a system mover saw it in (and not halted). */
export const inExpectedStay = (form: FormRecord, expected: SystemMoveRequest['expected']) =>
  form.status === expected.status && (expected.enteredAt === undefined || enteredAtOf(form) === expected.enteredAt) && !form.workflowHalt;

/**
 * Moves a form on the platform's own authority (the scheduler, an integration's callback, a sub-workflow's end):
 * no caller's roles apply, but the workflow's guards do, and the move is the same conditional write as a user's
 * action, so a move fired twice (two scheduler runs, a retried callback) applies at most once. A mover that has
 * just read the form (the scheduler, to decide) hands it over as `read` instead of it being read again: the
 * conditional write still refuses a form that changed since.
 */
export async function moveFormBySystem(
  request: SystemMoveRequest,
  { queue, read }: { queue: EffectsQueue; read?: { form?: FormRecord; responses: ResponseRecord[] } },
): Promise<SystemMoveResult> {
  const { form, responses } = read ?? (await findFormWithResponses(request.formId));
  if (!form || !inExpectedStay(form, request.expected)) return { outcome: 'STALE' };
  const workflow = await workflowOfForm(form);
  if (!workflow) return { outcome: 'REFUSED', reason: 'The form has no workflow.' };
  let move: WorkflowMove;
  let event: string;
  if ('event' in request.cause) {
    event = request.cause.event;
    const result = workflow.compiled.transition(form.status, event, answersOfForm(responses));
    if ('refused' in result) return { outcome: 'REFUSED', reason: result.refused };
    move = { status: result.target, edgeIds: result.edgeIds };
  } else {
    ({ event, ...move } = request.cause.autoTransition);
    move = { status: workflow.compiled.settle(move.status, answersOfForm(responses)), edgeIds: move.edgeIds };
  }
  try {
    const moved = await applyMove({ workflow, form, move, event, actor: systemActor(request.mover), now: request.now, queue });
    return { outcome: 'MOVED', form: moved };
  } catch (error) {
    if (error instanceof StaleForm) return { outcome: 'STALE' };
    throw error;
  }
}

/** A halt asked for: the form, the stay it must still be in, ERROR or STOPPED, and why. */
export interface HaltRequest {
  formId: string;
  expected: SystemMoveRequest['expected'];
  status: 'ERROR' | 'STOPPED';
  message: string;
  now: string;
}

/**
 * Puts a form's workflow in ERROR (or STOPPED) with why, when it is still in the stay the caller saw; a form that
 * moved meanwhile is left alone. The halt's effects (telling a sub-workflow's parent, stopping the stay's own
 * children) are written with it. Answers whether the halt applied.
 */
export async function haltWorkflow(request: HaltRequest, queue: EffectsQueue): Promise<boolean> {
  const { form } = await findFormWithResponses(request.formId);
  if (!form || !inExpectedStay(form, request.expected)) return false;
  try {
    const halt = { status: request.status, message: request.message, at: request.now };
    const effects = effectsOfHalt(form, halt);
    await haltFormWorkflow(form, halt, effects);
    await announceEffects(queue, form.id, effects);
    logger.warn('Workflow halted', { formId: form.id, status: form.status, halt: request.status, message: request.message });
    return true;
  } catch (error) {
    if (error instanceof StaleForm) return false;
    throw error;
  }
}
