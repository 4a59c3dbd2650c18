import { indexTemplate, type TemplateIndex } from '../../../schema/src/template/template-index';
import type { FormRecord, TemplateRecord } from '../../data/entities';
import { findForm } from '../../data/forms-repository';
import { findTemplate } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { assertCanWriteForm } from '../form-access';

// Published template versions never change and are cached by the process: index each one once.
const indexes = new WeakMap<TemplateRecord, TemplateIndex>();

/** The index of a template version (built once per cached version). */
export function templateIndexOf(template: TemplateRecord): TemplateIndex {
  let index = indexes.get(template);
  if (!index) {
    index = indexTemplate(template);
    indexes.set(template, index);
  }
  return index;
}

/** A form the caller may change now, with its template version: NOT_FOUND or FORBIDDEN otherwise. */
export async function writableForm(caller: Caller, formId: string): Promise<{ form: FormRecord; template: TemplateRecord }> {
  const form = await findForm(formId);
  if (!form) throw notFound('Form', formId);
  await assertCanWriteForm(caller, form);
  const template = await findTemplate(form.templateId);
  if (!template) throw notFound('Template', form.templateId);
  return { form, template };
}
