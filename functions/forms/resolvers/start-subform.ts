import type { FormRecord, TemplateRecord } from '../../data/entities';
import { findTemplate, findTemplateGroup } from '../../data/templates-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { assertCanUpdateElement } from '../answers/element-guard';
import { editListAnswer } from '../answers/list-edit';
import { templateIndexOf, writableForm } from '../answers/writable-form';

export interface SubformStart {
  form: FormRecord;
  subformElementId: string;
  /** The latest published version of the subform's template group: the child starts from it. */
  template: TemplateRecord;
}

/**
 * Checks a subform start: the caller may change the parent, the element is a subform of the parent's template,
 * and `templateId` names (a version of) the subform's template. Answers the version the child starts from.
 */
export async function subformStart(
  caller: Caller,
  at: { templateId: string; parentFormId: string; subformElementId: string },
): Promise<SubformStart> {
  const { form, template: parentTemplate } = await writableForm(caller, at.parentFormId);
  const element = templateIndexOf(parentTemplate).byId.get(at.subformElementId)?.element;
  if (element?.__typename !== 'Subform') throw badUserInput(`${at.subformElementId} is not a subform of this form.`);
  await assertCanUpdateElement(caller, form, parentTemplate, element.id);
  const named = await findTemplate(element.templateId);
  if (!named) throw notFound('Template', element.templateId);
  if (at.templateId !== element.templateId && (await findTemplate(at.templateId))?.groupId !== named.groupId) {
    throw badUserInput(`Template ${at.templateId} is not the template of subform ${element.name}.`);
  }
  const group = await findTemplateGroup(named.groupId);
  const latestId = group?.status === 'ARCHIVED' ? undefined : group?.latestPublishedTemplateId;
  const template = latestId ? await findTemplate(latestId) : undefined;
  if (!template) throw badUserInput(`Subform ${element.name} has no published template to start from.`);
  return { form, subformElementId: element.id, template };
}

/** Lists a new child in its parent's answer at the subform element (concurrent starts all land). */
export async function addChildToParent(caller: Caller, parentFormId: string, subformElementId: string, childId: string) {
  await editListAnswer(caller, { formId: parentFormId, questionId: subformElementId, location: {} }, (current) => {
    const childFormIds = current?.kind === 'SubformResponse' ? current.childFormIds : [];
    return { kind: 'SubformResponse', childFormIds: childFormIds.includes(childId) ? childFormIds : [...childFormIds, childId] };
  });
}
