import { nodeName } from '../../../schema/src/workflow/routes';
import type { FormRecord, PersonRef, ResponseRecord } from '../../data/entities';
import { changeFormStatus, type Counted } from '../../data/forms-repository';
import type { EffectsQueue } from '../../effects/effects-queue';
import { badUserInput } from '../../shared/errors';
import { announceEffects } from '../effects/announce';
import { effectsOfArrival } from '../effects/plan-effects';
import { scheduleStayTimers } from '../effects/timer-effects';
import { answersOfForm, type FormWorkflow } from '../workflow-runtime';

/** A workflow move decided: where the event takes the form and which edges it takes on the way. */
export interface WorkflowMove {
  status: string;
  edgeIds: string[];
}

/** Where the event takes the form with its saved answers; BAD_USER_INPUT with the workflow's reason when refused. */
export function decideMove(workflow: FormWorkflow, form: FormRecord, event: string, responses: readonly ResponseRecord[]): WorkflowMove {
  const result = workflow.compiled.transition(form.status, event, answersOfForm(responses));
  if ('refused' in result) throw badUserInput(result.refused, { event, status: form.status });
  return { status: result.target, edgeIds: result.edgeIds };
}

/** Everything a decided move needs to apply: the form as read, who (or what) moves it, when, and where its effects go. */
export interface ApplyMoveRequest {
  workflow: FormWorkflow;
  form: FormRecord;
  move: WorkflowMove;
  event: string;
  actor: PersonRef;
  now: string;
  queue: EffectsQueue;
  /** The answers and outcomes the metrics count from this move on (a person's move reads them); absent keeps the last ones. */
  counted?: Counted;
}

/**
 * Applies a decided move: the new stay's timers, then one conditional write of the status, its status event and
 * the arrival's effects as data (it throws StaleForm when the form is no longer as read, so of two moves at once
 * only one applies), then one message to the effects queue. No effect runs here: the move answers without waiting for mail, integrations or
 * sub-workflows. Answers the form as it is now.
 */
export async function applyMove(request: ApplyMoveRequest): Promise<FormRecord> {
  const { workflow, form, move, event, actor, now, queue } = request;
  const statusEvent = { status: move.status, timestamp: now, user: actor };
  const arrived: FormRecord = { ...form, status: move.status, updatedAt: now, statusEvents: [...form.statusEvents, statusEvent] };
  const effects = effectsOfArrival({ workflow, form: arrived, previousStatus: form.status, event, edgeIds: move.edgeIds, now });
  await scheduleStayTimers({ workflow, form: arrived });
  const counted = request.counted ? { counted: request.counted } : {};
  const nameOf = (id: string) => nodeName(workflow.record.flow.nodes.find((node) => node.id === id), id);
  const reached = { final: workflow.compiled.isFinal(move.status), nameOf };
  const changed = await changeFormStatus(form, { status: move.status, now, event: statusEvent, effects, reached, ...counted });
  await announceEffects(queue, form.id, effects);
  return changed;
}
