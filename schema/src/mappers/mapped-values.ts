import type { ResponseValue } from '../forms/response-values';
import type { LibraryValue } from '../libraries/library-model';
import type { Question } from '../template/model';
import type { DataMapperField } from './data-mapper-model';

/**
 * The library value an answer gives (what validateLibraryItem then checks against the field's type), or undefined
 * when the answer is empty or of a kind the mapper does not carry: an empty answer never clears a library value.
 */
export function libraryValueOf(question: Question, value: ResponseValue | undefined): LibraryValue | undefined {
  if (!value) return undefined;
  switch (value.kind) {
    case 'TextResponse':
      return value.text.trim() === '' ? undefined : value.text.trim();
    case 'DateResponse':
      return value.selectedDate ? value.selectedDate.slice(0, 10) : undefined;
    case 'ToggleResponse':
      return value.defaultValue;
    case 'OptionResponse': {
      if (question.__typename !== 'OptionQuestion') return undefined;
      const chosen = question.options.find((option) => option.id === value.selectedOptionIds[0]);
      return chosen?.label;
    }
    default:
      return undefined;
  }
}

/** The answer a library value pre-fills a question with, or undefined when it does not fit the question. */
export function answerFromLibraryValue(question: Question, raw: unknown): ResponseValue | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw).trim();
  switch (question.__typename) {
    case 'TextQuestion':
      return { kind: 'TextResponse', text };
    case 'DateQuestion':
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? { kind: 'DateResponse', selectedDate: text.slice(0, 10) } : undefined;
    case 'ToggleQuestion':
      return typeof raw === 'boolean' ? { kind: 'ToggleResponse', defaultValue: raw } : undefined;
    case 'OptionQuestion': {
      const option = question.isMultiSelect ? undefined : question.options.find((candidate) => candidate.label.trim().toLowerCase() === text.toLowerCase());
      return option ? { kind: 'OptionResponse', selectedOptionIds: [option.id] } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The values a submitted form writes to its item: each update row's answer (top-level answers only), by field.
 * Rows whose question is gone from this version, or whose answer is empty, write nothing.
 */
export function mappedUpdates(rows: readonly DataMapperField[], questions: ReadonlyMap<string, Question>, answers: ReadonlyMap<string, ResponseValue>): Record<string, LibraryValue> {
  const updates: Record<string, LibraryValue> = {};
  for (const row of rows) {
    const question = questions.get(row.questionId);
    if (!row.update || !question) continue;
    const value = libraryValueOf(question, answers.get(row.questionId));
    if (value !== undefined) updates[row.fieldName] = value;
  }
  return updates;
}

/** One pre-fill: a question and the answer the item gives it. */
export interface Prefill {
  questionId: string;
  value: ResponseValue;
}

/**
 * What choosing an item pre-fills: the mapper's pre-fill rows, and the questions whose own defaultMapping names the
 * source question (its fieldKey a field of the item), that are still unanswered and that the item's value fits. A
 * question named twice takes the mapper's row.
 */
export function prefillsFor(args: {
  sourceQuestionId: string;
  rows: readonly DataMapperField[];
  questions: readonly Question[];
  itemValues: Readonly<Record<string, unknown>>;
  answered: ReadonlySet<string>;
}): Prefill[] {
  const byId = new Map(args.questions.map((question) => [question.id, question]));
  const wanted = new Map<string, string>();
  for (const question of args.questions) {
    if (question.defaultMapping?.sourceId === args.sourceQuestionId) wanted.set(question.id, question.defaultMapping.fieldKey);
  }
  for (const row of args.rows) if (row.prefill) wanted.set(row.questionId, row.fieldName);
  const prefills: Prefill[] = [];
  for (const [questionId, fieldName] of wanted) {
    const question = byId.get(questionId);
    if (!question || questionId === args.sourceQuestionId || args.answered.has(questionId)) continue;
    const value = answerFromLibraryValue(question, args.itemValues[fieldName]);
    if (value) prefills.push({ questionId, value });
  }
  return prefills;
}
