import type { FormRecord, ResponseRecord, TemplateRecord } from '../data/entities';
import { findForms } from '../data/forms-repository';
import type { Caller } from '../shared/caller';
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
 * A whole form as the API returns it, with its child forms and where it stands in its workflow; given the
 * caller, also whether they may change its answers now (Form.canEdit, else null).
 */
export async function fullFormView(form: FormRecord, template: TemplateRecord, responses: ResponseRecord[], caller?: Caller) {
  const [childForms, workflowState, canEdit] = await Promise.all([
    childFormsOf(responses),
    workflowStateOf(form, responses),
    caller ? mayWriteForm(caller, form) : null,
  ]);
  return { ...formView(form, template, responses, true, childForms, workflowState), canEdit };
}

/**
 * A form as a list shows it, with where it stands in its workflow (the compiled version is cached by the
 * process, so a page of forms on one workflow reads it once). `responses` are the answers guards read.
 */
export async function listedFormView(form: FormRecord, template: TemplateRecord, responses: ResponseRecord[], canView: boolean) {
  return formView(form, template, responses, canView, [], await workflowStateOf(form, responses));
}
