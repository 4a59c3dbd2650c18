import type { Question } from '../template/model';

/**
 * The data mapper (docs/decisions.md "mapper17"): one per template group, mapping its questions to one library's
 * fields. A submit updates the item the form names with the mapped answers; choosing that item pre-fills the mapped
 * questions still unanswered.
 */

/** How the mapper finds the item: the one chosen in a library question, or the one whose unique field equals an answer. */
export const dataMapperItemSources = ['CHOSEN_ITEM', 'BUSINESS_KEY'] as const;
export type DataMapperItemSource = (typeof dataMapperItemSources)[number];

/** One question mapped to one library field, in one or both directions. */
export interface DataMapperField {
  questionId: string;
  fieldName: string;
  prefill: boolean;
  update: boolean;
}

/** What an author chooses (the stored config adds who granted it, its version and its times). */
export interface DataMapperContent {
  libraryId: string;
  itemSource: DataMapperItemSource;
  itemQuestionId: string;
  businessKeyField: string | null;
  fields: DataMapperField[];
}

/** The most rows one mapper holds. */
export const maxMapperFields = 100;

/** The question kinds whose answers map to and from a library value. */
export const mappableQuestionKinds = ['TextQuestion', 'DateQuestion', 'ToggleQuestion', 'OptionQuestion'] as const satisfies ReadonlyArray<Question['__typename']>;

/** A question whose answer the mapper can turn into a library value and back (single choices only). */
export function isMappable(question: Question): boolean {
  if (question.__typename === 'OptionQuestion') return !question.isMultiSelect;
  return (mappableQuestionKinds as readonly string[]).includes(question.__typename);
}

/** A question that can name the item: a library question (or library subject) for CHOSEN_ITEM, a text question for BUSINESS_KEY. */
export function canNameItem(question: Question, source: DataMapperItemSource, libraryId: string): boolean {
  if (source === 'BUSINESS_KEY') return question.__typename === 'TextQuestion';
  if (question.__typename === 'LibrarySearchQuestion') return question.library?.schemaId === libraryId;
  return question.__typename === 'SubjectQuestion' && question.subjectType !== 'person' && question.library?.schemaId === libraryId;
}
