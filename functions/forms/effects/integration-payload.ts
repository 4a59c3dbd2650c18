import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { IntegrationTrigger } from '../../../schema/src/workflow/model';
import type { FormRecord, ResponseRecord } from '../../data/entities';

/** The JSON an integration endpoint receives. */
export interface IntegrationPayload {
  formId: string;
  formName: string;
  templateId: string;
  status: string;
  previousStatus: string | null;
  event: string | null;
  triggerId: string;
  /** Top-level answers by question id, as plain values (a text, a list of option ids, a date, an object). */
  answers: Record<string, unknown>;
}

/** An answer without its kind: the one value it holds (text, option ids, date...), or its fields when it has several. */
export function plainAnswer(value: ResponseValue): unknown {
  const { kind: _kind, ...fields } = value;
  const entries = Object.values(fields);
  return entries.length === 1 ? entries[0] : fields;
}

/** What a trigger sends about a form that arrived in a state. */
export function integrationPayload(
  trigger: Pick<IntegrationTrigger, 'id'>,
  form: FormRecord,
  responses: readonly ResponseRecord[],
  move: { previousStatus?: string; event?: string },
): IntegrationPayload {
  const topLevel = responses.filter((response) => !response.parentId && !response.rowId);
  return {
    formId: form.id,
    formName: form.name,
    templateId: form.templateId,
    status: form.status,
    previousStatus: move.previousStatus ?? null,
    event: move.event ?? null,
    triggerId: trigger.id,
    answers: Object.fromEntries(topLevel.map((response) => [response.questionId, plainAnswer(response.value)])),
  };
}
