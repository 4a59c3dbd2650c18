import type { FormRecord, ResponseRecord, TemplateRecord } from '../data/entities';
import { findForms } from '../data/forms-repository';
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

/** A whole form as the API returns it, with its child forms and where it stands in its workflow. */
export async function fullFormView(form: FormRecord, template: TemplateRecord, responses: ResponseRecord[]) {
  const [childForms, workflowState] = await Promise.all([childFormsOf(responses), workflowStateOf(form, responses)]);
  return formView(form, template, responses, true, childForms, workflowState);
}
