import type { DataMapperItemSource } from '@schema/mappers/data-mapper-model';
import type { DataMapperPartsFragment, MapperTemplateQuery } from '@/gql/graphql';

/** One question of the template as the mapper's pickers offer it. */
export interface MapperQuestion {
  id: string;
  title: string;
  kind: string;
  /** The library a library question (or library subject) chooses from. */
  libraryId: string | null;
  isMultiSelect: boolean;
}

/** One row being edited. */
export interface MapperRowDraft {
  key: number;
  questionId: string;
  fieldName: string;
  prefill: boolean;
  update: boolean;
}

/** The mapper being edited. */
export interface MapperDraft {
  libraryId: string;
  itemSource: DataMapperItemSource;
  itemQuestionId: string;
  businessKeyField: string;
  rows: MapperRowDraft[];
}

type Template = NonNullable<MapperTemplateQuery['templateById']>;
type Node = { __typename?: string; id: string; title?: string; children?: readonly Node[]; library?: { schemaId: string } | null; subjectType?: string; isMultiSelect?: boolean };

function collect(nodes: readonly Node[], into: MapperQuestion[]) {
  for (const node of nodes) {
    if (typeof node.title === 'string' && node.__typename !== 'Section') {
      const personSubject = node.__typename === 'SubjectQuestion' && node.subjectType === 'person';
      into.push({ id: node.id, title: node.title, kind: node.__typename ?? '', libraryId: personSubject ? null : (node.library?.schemaId ?? null), isMultiSelect: node.isMultiSelect === true });
    }
    if (node.children) collect(node.children, into);
  }
}

/** The questions of a template's pages and sections (three levels deep), in order. */
export function mapperQuestionsOf(template: Template | null | undefined): MapperQuestion[] {
  const questions: MapperQuestion[] = [];
  for (const page of template?.pages ?? []) collect(page.children as readonly Node[], questions);
  return questions;
}

/** Questions whose answers map to a library value (text, date, yes/no, single choice): what the rows offer. */
export const mappableQuestions = (questions: readonly MapperQuestion[]) =>
  questions.filter((question) => ['TextQuestion', 'DateQuestion', 'ToggleQuestion'].includes(question.kind) || (question.kind === 'OptionQuestion' && !question.isMultiSelect));

/** Questions that can name the item: library questions on the library, or text questions for a business key. */
export function itemQuestions(questions: readonly MapperQuestion[], source: DataMapperItemSource, libraryId: string): MapperQuestion[] {
  if (source === 'BUSINESS_KEY') return questions.filter((question) => question.kind === 'TextQuestion');
  return questions.filter((question) => question.libraryId !== null && question.libraryId === libraryId);
}

let nextKey = 0;
/** A new row, preset to pre-fill and update. */
export const newRow = (): MapperRowDraft => ({ key: ++nextKey, questionId: '', fieldName: '', prefill: true, update: true });

/** The draft of a saved mapper, or an empty one. */
export function draftOf(saved: DataMapperPartsFragment | null | undefined): MapperDraft {
  if (!saved) return { libraryId: '', itemSource: 'CHOSEN_ITEM', itemQuestionId: '', businessKeyField: '', rows: [newRow()] };
  return {
    libraryId: saved.libraryId,
    itemSource: saved.itemSource,
    itemQuestionId: saved.itemQuestionId,
    businessKeyField: saved.businessKeyField ?? '',
    rows: saved.fields.map((field) => ({ ...newRow(), questionId: field.questionId, fieldName: field.fieldName, prefill: field.prefill, update: field.update })),
  };
}

/** What is missing before the draft can be saved, in words for the Save button's helper; null when complete. */
export function missingPart(draft: MapperDraft): string | null {
  if (!draft.libraryId) return 'Choose a library.';
  if (!draft.itemQuestionId) return 'Choose the question that names the item.';
  if (draft.itemSource === 'BUSINESS_KEY' && !draft.businessKeyField) return 'Choose the business key field.';
  if (draft.rows.some((row) => !row.questionId || !row.fieldName)) return 'Choose a question and a field in every row, or remove the row.';
  return null;
}

/** The save's input. */
export const inputOf = (templateId: string, expectedVersion: number, draft: MapperDraft) => ({
  templateId,
  expectedVersion,
  libraryId: draft.libraryId,
  itemSource: draft.itemSource,
  itemQuestionId: draft.itemQuestionId,
  businessKeyField: draft.itemSource === 'BUSINESS_KEY' ? draft.businessKeyField : null,
  fields: draft.rows.map(({ questionId, fieldName, prefill, update }) => ({ questionId, fieldName, prefill, update })),
});
