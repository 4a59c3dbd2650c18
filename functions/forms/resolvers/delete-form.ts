import { mayRunAction } from '../../../schema/src/forms/available-actions';
import { formIdInputSchema } from '../../../schema/src/inputs/forms';
import { authorization } from '../../authz/service';
import { deleteFormWithResponses, findFormWithResponses } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { forbidden, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { actionCallerOf } from '../actions/action-caller';
import { editListAnswer } from '../answers/list-edit';
import { takeBackProgramRolesOfForm } from '../answers/program-roles';
import { assertCanReadForm, formTuples } from '../form-access';

/**
 * Deletes a form with its answers and its placement tuples: its owner while it is a draft, or a role the
 * template grants delete in the form's status. A child form also leaves its parent's subform answer; program roles
 * its answers gave are taken back.
 */
export async function deleteForm(caller: Caller, args: { input?: unknown }) {
  const { formId } = parseInput(formIdInputSchema, args.input);
  const { form, responses } = await findFormWithResponses(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanReadForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  if (!mayRunAction('delete', await actionCallerOf(caller, form, template))) {
    throw forbidden('You do not have permission to delete this form.');
  }
  await deleteFormWithResponses(form.id);
  // The items first: what a failure leaves are tuples of a form that is gone, which grant nothing.
  await authorization().write([], formTuples(form));
  await takeBackProgramRolesOfForm(form.id, template, responses);
  if (form.parentFormId) await leaveParent(caller, form.parentFormId, form.id);
  return { id: form.id, templateGroupId: form.templateGroupId };
}

/** Takes a deleted child out of whichever subform answer of its parent lists it. */
async function leaveParent(caller: Caller, parentFormId: string, childId: string) {
  const { responses } = await findFormWithResponses(parentFormId);
  for (const response of responses) {
    if (response.value.kind !== 'SubformResponse' || !response.value.childFormIds.includes(childId)) continue;
    await editListAnswer(caller, { formId: parentFormId, questionId: response.questionId, location: {} }, (current) => ({
      kind: 'SubformResponse',
      childFormIds: current?.kind === 'SubformResponse' ? current.childFormIds.filter((id) => id !== childId) : [],
    }));
  }
}
