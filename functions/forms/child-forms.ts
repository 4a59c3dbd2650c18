import type { FormRecord, ResponseRecord, TemplateRecord } from '../data/entities';
import { findForms } from '../data/forms-repository';
import type { Caller } from '../shared/caller';
import { elementAccessOf } from '../../schema/src/forms/element-access';
import { elementViewerOf, visibleResponses } from './answers/element-guard';
import { templateIndexOf } from './answers/writable-form';
import { mayWriteForm } from './form-access';
import { formView, type ChildFormView } from './form-view';
import { workflowStateOf } from './workflow-runtime';

/** The child forms a form's subform answers list, element by element (one BatchGet; gone ones are left out). */
export async function childFormsOf(responses: readonly ResponseRecord[]): Promise<ChildFormView[]> {
  const wanted = responses.flatMap((response) =>
    response.value.kind === 'SubformResponse'
      ? response.value.childFormIds.map((id) => ({ id, subformElementId: response.questionId }))
      : [],
  );
  if (wanted.length === 0) return [];
  const found = new Map((await findForms(wanted.map((child) => child.id))).map((form) => [form.id, form]));
  return wanted.flatMap(({ id, subformElementId }) => {
    const child = found.get(id);
    if (!child) return [];
    return [{ id, autoId: child.autoId ?? null, name: child.name, status: child.status, subformElementId, lastSaved: child.updatedAt }];
  });
}

/**
 * A whole form as the caller may read it: the answers of pages and sections they may see (and those
 * elements' child forms), where it stands in its workflow (decided by every answer), and, when asked, whether
 * they may change its answers now (Form.canEdit, else null), and who they are to page and section permissions.
 */
export async function fullFormView(form: FormRecord, template: TemplateRecord, responses: ResponseRecord[], caller: Caller, withCanEdit = true) {
  const [viewer, workflowState, canEdit] = await Promise.all([
    elementViewerOf(caller, form, template),
    workflowStateOf(form, responses),
    withCanEdit ? mayWriteForm(caller, form) : null,
  ]);
  const visible = visibleResponses(elementAccessOf(templateIndexOf(template), viewer), responses);
  const childForms = await childFormsOf(visible);
  const elementRoles = { roleIds: viewer.roleIds, allElements: viewer.allElements };
  return { ...formView(form, template, visible, true, childForms, workflowState), canEdit, elementRoles };
}

/**
 * A form as a list shows it, with where it stands in its workflow (the compiled version is cached by the
 * process, so a page of forms on one workflow reads it once). `responses` are the answers guards read.
 */
export async function listedFormView(form: FormRecord, template: TemplateRecord, responses: ResponseRecord[], canView: boolean) {
  return formView(form, template, responses, canView, [], await workflowStateOf(form, responses));
}
