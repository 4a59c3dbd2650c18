import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { findFormWithResponses } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { availableActionsOf } from '../actions/action-caller';
import { assertCanReadForm } from '../form-access';
import { workflowOfForm } from '../workflow-runtime';

const argsSchema = z.object({ formId: idSchema });

/** The actions the caller may run on a form they may view, as buttons with their modal, toasts and primary flag. */
export async function availableActions(caller: Caller, args: unknown) {
  const { formId } = parseInput(argsSchema, args);
  const { form, responses } = await findFormWithResponses(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanReadForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  const workflow = workflowOfForm(form);
  return availableActionsOf(caller, form, template, workflow ? { workflow: await workflow, responses } : undefined);
}
