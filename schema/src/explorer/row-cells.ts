import { answerText, type AnswerTextQuestion, type AnswerTextResponse } from '../forms/answer-text';
import type { ElementAccess } from '../forms/element-access';
import { answersFromResponses, sameLocation, type ResponseLike } from '../template/answers-from-responses';
import { questionOf, type IndexableTemplate, type TemplateIndex } from '../template/template-index';
import { nodeVisibility, planOf, type VisibilityPlan } from '../template/visibility-plan';
import { questionIdOfColumn, type ExplorerColumn } from './columns';

/**
 * One cell of a Data Explorer row. `restricted` marks an answer on a page or section the caller may not see in
 * the form's status: its text is null, so nothing of it leaves the server.
 */
export interface ExplorerCell {
  text: string | null;
  restricted: boolean;
}

/** What a row is built from: the form's own fields. */
export interface ExplorerForm {
  autoId?: string | null;
  name: string;
  status: string;
  owner: { firstName: string; lastName: string };
  createdDate: string;
  lastModified: string;
}

/** A stored answer as the API shows it: where it sits and its value fields, by kind. */
export type ExplorerResponse = ResponseLike & AnswerTextResponse;

/** What the cells of one form need: its version (indexed), the caller's access to its elements, its answers. */
export interface RowSource {
  form: ExplorerForm;
  template: IndexableTemplate;
  index: TemplateIndex;
  access: ElementAccess;
  responses: readonly ExplorerResponse[];
}

// Rows of one version share its visibility plan: planned once per (cached) index, not once per row.
const plans = new WeakMap<TemplateIndex, VisibilityPlan>();

function planFor(index: TemplateIndex): VisibilityPlan {
  let plan = plans.get(index);
  if (!plan) {
    plan = planOf(index);
    plans.set(index, plan);
  }
  return plan;
}

const empty: ExplorerCell = { text: null, restricted: false };
const restricted: ExplorerCell = { text: null, restricted: true };

function fieldText(form: ExplorerForm, key: string): string | null {
  switch (key) {
    case 'autoId':
      return form.autoId ?? null;
    case 'name':
      return form.name;
    case 'status':
      return form.status;
    case 'owner':
      return `${form.owner.firstName} ${form.owner.lastName}`.trim() || null;
    case 'createdDate':
      return form.createdDate;
    case 'lastModified':
      return form.lastModified;
    default:
      return null;
  }
}

/**
 * The cells of one form for the given columns, as the form read path would show them to the caller: an answer of
 * a page or section they may not see in this status is restricted (no text), and an answer of a question hidden
 * by the form's conditions is empty (the form keeps it, but it counts for nothing while hidden).
 */
export function rowCells(source: RowSource, columns: readonly ExplorerColumn[]): ExplorerCell[] {
  const topLevel = source.responses.filter((response) => sameLocation(response.location, null));
  // Only the columns' questions are asked (with what they depend on), not every node of the template.
  let visible: ((id: string) => boolean) | undefined;
  return columns.map((column) => {
    const questionId = questionIdOfColumn(column.key);
    if (questionId === null) return { text: fieldText(source.form, column.key), restricted: false };
    if (!source.access.canView(questionId)) return restricted;
    visible ??= nodeVisibility(planFor(source.index), answersFromResponses(topLevel));
    if (!visible(questionId)) return empty;
    const question = questionOf(source.index.byId.get(questionId));
    const response = topLevel.find((candidate) => candidate.questionId === questionId);
    if (!question || !response) return empty;
    return { text: answerText(question as AnswerTextQuestion, response), restricted: false };
  });
}
