import type { WorkflowState } from '../../schema/src/workflow/model';
import { subjectView } from './subject-view';
import type { FormRecord, ResponseRecord, ResponseValue, TemplateRecord } from '../data/entities';

const jsonText = (fields: Record<string, unknown> | null | undefined) => (fields ? JSON.stringify(fields) : null);

/** AWSJSON leaves as text: the free-form fields of a measurement unit or a library item. */
function withJsonFields(value: ResponseValue) {
  if (value.kind === 'MeasurementResponse' && value.unit) return { ...value, unit: { ...value.unit, fields: jsonText(value.unit.fields) } };
  if (value.kind === 'LibrarySearchResponse' && value.selectedItem) {
    return { ...value, selectedItem: { ...value.selectedItem, fields: jsonText(value.selectedItem.fields) } };
  }
  return value;
}

/** An answer as the API returns it: the Response interface, resolved by __typename. */
export function responseView(response: Pick<ResponseRecord, 'questionId' | 'parentId' | 'rowId' | 'value' | 'lastSaved' | 'version'>) {
  const location = response.parentId || response.rowId
    ? { parentId: response.parentId ?? null, rowId: response.rowId ?? null }
    : null;
  const { kind, ...value } = withJsonFields(response.value);
  return { __typename: kind, questionId: response.questionId, location, lastSaved: response.lastSaved, version: response.version, ...value };
}

/** When the form was last saved: its own last change or its newest answer, whichever is later. */
export function lastSavedOf(form: Pick<FormRecord, 'updatedAt' | 'lastSaved'>, responses: readonly ResponseRecord[] = []): string {
  const own = form.lastSaved && form.lastSaved > form.updatedAt ? form.lastSaved : form.updatedAt;
  return responses.reduce((latest, response) => (response.lastSaved > latest ? response.lastSaved : latest), own);
}

/** A child form as its parent lists it (Form.childForms). */
export interface ChildFormView {
  id: string;
  autoId: string | null;
  name: string;
  status: string;
  subformElementId: string;
  lastSaved: string;
}

/** The form's status events, each with the effects its move recorded (the oldest ones' may have been pruned). */
export function statusEventsView(form: Pick<FormRecord, 'statusEvents' | 'effects'>) {
  const effects = Object.values(form.effects ?? {}).sort((a, b) => a.seq - b.seq);
  return form.statusEvents.map((event, index) => ({
    ...event,
    effects: effects
      .filter((effect) => effect.eventIndex === index)
      .map((effect) => ({ id: effect.id, label: effect.label, state: effect.state, tries: effect.tries, detail: effect.lastError ?? null, finishedAt: effect.finishedAt ?? null })),
  }));
}

/**
 * A form as the API returns it, with its template version and answers (and its child forms and workflow state,
 * when read).
 */
export function formView(
  form: FormRecord,
  template: TemplateRecord,
  responses: ResponseRecord[],
  canView = true,
  childForms: ChildFormView[] = [],
  workflowState: WorkflowState | null = null,
) {
  return {
    id: form.id,
    autoId: form.autoId ?? null,
    name: form.name,
    status: form.status,
    // The v2 form's workflowStateId (spec): the workflow state it is in, which is its status on a workflow version.
    workflowStateId: form.workflowVersionId ? form.status : null,
    parentFormId: form.parentFormId ?? null,
    templateId: form.templateId,
    templateGroupId: form.templateGroupId,
    owner: form.owner,
    subject: subjectView(form.subject),
    responses: responses.map(responseView),
    template,
    createdDate: form.createdDate,
    lastSaved: lastSavedOf(form, responses),
    statusEvents: statusEventsView(form),
    canView,
    childForms,
    workflowState,
  };
}
