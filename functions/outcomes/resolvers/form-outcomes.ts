import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { findFormWithResponses } from '../../data/forms-repository';
import { assertCanReadForm } from '../../forms/form-access';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { heldOutcomesOf } from '../held-outcomes';

const argsSchema = z.object({ formId: idSchema });

/**
 * formOutcomes: the outcomes that hold for a form, from its template version's outcome groups and its answers at
 * the top level of the form. Two Queries (the form with its answers, the version's groups) and one check.
 */
export async function formOutcomes(caller: Caller, args: unknown) {
  const { formId } = parseInput(argsSchema, args);
  const { form, responses } = await findFormWithResponses(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanReadForm(caller, form);
  const held = await heldOutcomesOf(form.templateId, responses);
  return held.map(({ type, ...group }) => ({ ...group, outcomeType: type, source: 'FORM', sourceId: formId }));
}
