import { statusAfterAction } from '../../../schema/src/forms/action-transition';
import { choiceAnswersOf } from '../../../schema/src/metrics/choice-answers';
import { outcomeCountsOf } from '../../../schema/src/metrics/outcome-counts';
import { heldOutcomesOf } from '../../outcomes/held-outcomes';
import { updateFormByActionInputSchema } from '../../../schema/src/inputs/forms';
import { changeFormStatus, findFormWithResponses, StaleForm } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { FormRecord, ResponseRecord, TemplateRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { effectsQueue } from '../../effects/sqs-effects-queue';
import { availableActionsOf, personOf } from '../actions/action-caller';
import { assertAnswersReady } from '../actions/answers-ready';
import { elementAccessFor } from '../answers/element-guard';
import { applyMove, decideMove } from '../actions/workflow-move';
import { fullFormView } from '../child-forms';
import { assertCanReadForm } from '../form-access';
import { workflowOfForm, type FormWorkflow } from '../workflow-runtime';
import { writeBackOnSubmit } from '../submit-write-back';

// These actions have their own mutations (copyForm, deleteForm) or their own panel (comments).
const ownMutation: Record<string, string> = { copy: 'copyForm', delete: 'deleteForm', comment: 'the comments panel' };

const movedOn = (status?: string) =>
  conflict('This form was changed by someone else. Reload to see it.', status ? { status } : undefined);

/**
 * Runs an action on a form: the caller must have it available now; an action whose setting asks for validation
 * checks the required, visible answers and their date rules first. A form that follows a workflow moves where its
 * machine sends the event with the saved answers, then fires the notifications of the edge and state. The status change is one
 * conditional write on the status (and last change) read, so of two actions at once one wins and the other
 * answers CONFLICT.
 */
export async function updateFormByAction(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(updateFormByActionInputSchema, args.input);
  const { form, responses } = await findFormWithResponses(input.formId);
  if (!form) throw notFound('Form', input.formId);
  await assertCanReadForm(caller, form);
  if (input.expectedStatus && input.expectedStatus !== form.status) throw movedOn(form.status);
  if (ownMutation[input.actionId]) throw badUserInput(`Run ${input.actionId} with ${ownMutation[input.actionId]}.`);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  const workflow = await workflowOfForm(form);
  const flow = workflow ? { workflow, responses } : undefined;
  const actions = await availableActionsOf(caller, form, template, flow);
  const action = actions.find((candidate) => candidate.id === input.actionId);
  if (!action) throw await unavailable(caller, { form, template, flow }, input.actionId);
  const now = new Date().toISOString();
  if (action.validation) assertAnswersReady(template, responses, new Date(now), await elementAccessFor(caller, form, template));
  // The metrics count the answers a form is moved (submitted, approved...) with, not every save's.
  const counted = { answers: choiceAnswersOf(responses), outcomes: outcomeCountsOf(await heldOutcomesOf(form.templateId, responses)) };
  let changed;
  try {
    if (workflow) {
      const move = decideMove(workflow, form, action.id, responses);
      changed = await applyMove({ workflow, form, move, event: action.id, actor: personOf(caller), now, queue: effectsQueue(), counted });
    } else {
      const status = statusAfterAction(action.id, form.status);
      const event = status !== form.status ? { status, timestamp: now, user: personOf(caller) } : undefined;
      changed = await changeFormStatus(form, { status, now, counted, ...(event ? { event } : {}) });
    }
  } catch (error) {
    if (error instanceof StaleForm) throw movedOn();
    throw error;
  }
  if (action.id === 'submit' || (changed.status === 'submitted' && form.status !== 'submitted')) await writeBackOnSubmit(caller, changed, template, responses);
  return fullFormView(changed, template, responses, caller, false);
}

/**
 * Why an action the caller cannot run now is refused. When the form's last move left a status in which the caller
 * could run it, someone moved the form on since the caller saw it (the loser of two submits at once reads the
 * winner's status; a stale page): CONFLICT with the status it is in now. Otherwise the caller may not: FORBIDDEN.
 */
async function unavailable(caller: Caller, read: { form: FormRecord; template: TemplateRecord; flow?: { workflow: FormWorkflow; responses: ResponseRecord[] } }, actionId: string) {
  const { form, template, flow } = read;
  const left = form.statusEvents.at(-2)?.status;
  if (left !== undefined && left !== form.status) {
    const before = await availableActionsOf(caller, { ...form, status: left }, template, flow);
    if (before.some((candidate) => candidate.id === actionId)) return movedOn(form.status);
  }
  return forbidden(`You cannot run ${actionId} on this form now.`);
}
