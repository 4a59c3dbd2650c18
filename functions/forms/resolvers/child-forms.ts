import { z } from 'zod';
import { elementAccessOf } from '../../../schema/src/forms/element-access';
import { idSchema } from '../../../schema/src/inputs/forms';
import { findFormWithResponses } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { elementViewerOf, visibleResponses } from '../answers/element-guard';
import { templateIndexOf } from '../answers/writable-form';
import { childFormsOf } from '../child-forms';
import { assertCanReadForm } from '../form-access';

const argsSchema = z.object({ formId: idSchema });

/**
 * childForms(formId), the spec's root field: the forms started from a form's subform elements, as Form.childForms
 * lists them, for a caller who may read the form (only the subform elements of pages and sections they may see).
 */
export async function childForms(caller: Caller, args: unknown) {
  const { formId } = parseInput(argsSchema, args);
  const { form, responses } = await findFormWithResponses(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanReadForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  const viewer = await elementViewerOf(caller, form, template);
  return childFormsOf(visibleResponses(elementAccessOf(templateIndexOf(template), viewer), responses));
}
