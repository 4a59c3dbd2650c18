import type { FormRecord, PersonRef, ResponseRecord, TemplateRecord } from '../../data/entities';
import { changeFormStatus } from '../../data/forms-repository';
import { badUserInput } from '../../shared/errors';
import { afterArrival } from '../effects/after-arrival';
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

/** Everything a decided move needs to apply: the form as read, who (or what) moves it, and when. */
export interface ApplyMoveRequest {
  workflow: FormWorkflow;
  form: FormRecord;
  template: TemplateRecord;
  move: WorkflowMove;
  /** The saved answers the move was decided with. */
  responses: readonly ResponseRecord[];
  event: string;
  actor: PersonRef;
  now: string;
}

/**
 * Applies a decided move: one conditional write of the status (it throws StaleForm when the form is no longer as
 * read, so of two moves at once only one applies), a status event, then the arrival's effects. Answers the form
 * as it is now.
 */
export async function applyMove(request: ApplyMoveRequest): Promise<FormRecord> {
  const { workflow, form, template, move, responses, event, actor, now } = request;
  const changed = await changeFormStatus(form, { status: move.status, now, event: { status: move.status, timestamp: now, user: actor } });
  await afterArrival({ workflow, form: changed, template, previousStatus: form.status, event, edgeIds: move.edgeIds, responses, now });
  return changed;
}
