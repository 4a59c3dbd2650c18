import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { findFormWithResponses } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { assertCanReadForm } from '../form-access';
import { fullFormView } from '../child-forms';

const argsSchema = z.object({ id: idSchema });

/** A form with its template version, every answer, and whether the caller may change it now. */
export async function form(caller: Caller, args: unknown) {
  const { id } = parseInput(argsSchema, args);
  const { form: record, responses } = await findFormWithResponses(id);
  if (!record) throw notFound('Form', id);
  await assertCanReadForm(caller, record);
  const template = await findTemplate(record.templateId);
  if (!template) throw notFound('Template', record.templateId);
  return fullFormView(record, template, responses, caller);
}
