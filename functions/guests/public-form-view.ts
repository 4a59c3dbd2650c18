import { publicItemsOf, type PublicResponse } from '../../schema/src/public/public-items';
import { templateIndexOf } from '../forms/answers/writable-form';
import { mayWriteForm } from '../forms/form-access';
import { findTemplates } from '../data/templates-repository';
import type { Caller } from '../shared/caller';
import type { OwnGuestForm } from './public-access';

/** The template group each subform element of a template starts its child from. */
async function subformGroupsOf(read: OwnGuestForm): Promise<Map<string, string>> {
  const subformTemplateIds = [...templateIndexOf(read.template).byId.values()].flatMap(({ element }) =>
    element?.__typename === 'Subform' ? [element.templateId] : [],
  );
  const templates = subformTemplateIds.length ? await findTemplates([...new Set(subformTemplateIds)]) : [];
  return new Map(templates.map((template) => [template.id, template.groupId]));
}

/** A guest's form as the public form page shows it: its items with the guest's answers, and whether it is still open. */
export async function publicFormView(caller: Caller, read: OwnGuestForm) {
  const { form, responses, template } = read;
  const topLevel: PublicResponse[] = responses.filter((response) => !response.parentId && !response.rowId);
  const groups = await subformGroupsOf(read);
  const children = new Map(
    topLevel.flatMap((response) => (response.value.kind === 'SubformResponse' ? [[response.questionId, response.value.childFormIds.at(-1) ?? null] as const] : [])),
  );
  const items = publicItemsOf(template, topLevel, (elementId, templateId) => ({
    templateGroupId: groups.get(templateId) ?? null,
    childFormId: children.get(elementId) ?? null,
  }));
  return {
    id: form.id,
    name: form.name,
    status: form.status,
    templateGroupId: form.templateGroupId,
    parentFormId: form.parentFormId ?? null,
    canEdit: await mayWriteForm(caller, form),
    items,
  };
}
