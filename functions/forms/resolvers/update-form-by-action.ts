import { missingAnswersMessage, missingRequiredAnswers, statusAfterAction } from '../../../schema/src/forms/action-transition';
import { updateFormByActionInputSchema } from '../../../schema/src/inputs/forms';
import { changeFormStatus, findFormWithResponses, StaleForm } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { availableActionsOf, personOf } from '../actions/action-caller';
import { fullFormView } from '../child-forms';
import { assertCanReadForm } from '../form-access';
import { responseView } from '../form-view';

// These actions have their own mutations (copyForm, deleteForm) or their own panel (comments).
const ownMutation: Record<string, string> = { copy: 'copyForm', delete: 'deleteForm', comment: 'the comments panel' };

const movedOn = (status?: string) =>
  conflict('This form was changed by someone else. Reload to see it.', status ? { status } : undefined);

/**
 * Runs an action on a form: the caller must have it available now; submit checks the required answers
 * first. The status change is one conditional write on the status read, so of two actions at once one wins
 * and the other answers CONFLICT.
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
  const action = (await availableActionsOf(caller, form, template)).find((candidate) => candidate.id === input.actionId);
  if (!action) throw forbidden(`You cannot run ${input.actionId} on this form now.`);
  if (action.validation) {
    const missing = missingRequiredAnswers(template, responses.map(responseView));
    if (missing.length) {
      throw badUserInput(missingAnswersMessage(missing), { missing: missing.map(({ questionId, title }) => ({ questionId, title })) });
    }
  }
  const now = new Date().toISOString();
  const status = statusAfterAction(action.id, form.status);
  try {
    const changed = await changeFormStatus(form, {
      status,
      now,
      ...(status !== form.status ? { event: { status, timestamp: now, user: personOf(caller) } } : {}),
    });
    return fullFormView(changed, template, responses);
  } catch (error) {
    if (error instanceof StaleForm) throw movedOn();
    throw error;
  }
}
