import type { Question } from './model';

/**
 * Where an answer sits in a form, as the API's `ResponseLocation`: nothing (or empty ids) at the top level,
 * `parentId` and `rowId` for one row of a table or one instance of a repeatable section, `parentId` for a subform.
 */
export interface AnswerLocation {
  parentId?: string | null;
  rowId?: string | null;
}

/**
 * The answers the form rules read at one location of a form. Rows and subforms get their own `Answers` whose
 * `outer` is the enclosing location's, so a condition inside a row can read both the row and the form.
 */
export interface Answers {
  /** Option question id → the option ids selected there (an empty list is an explicit "nothing selected"). */
  readonly selectedOptionIds: ReadonlyMap<string, readonly string[]>;
  /** Ids of questions of any kind that carry a non-empty answer here, option questions with a selection included. */
  readonly answeredQuestionIds: ReadonlySet<string>;
  /** The answers of the enclosing location, read for a question that has no answer at this one. */
  readonly outer?: Answers;
}

/** What `answersOf` builds `Answers` from: plain records and lists, easy to write in tests and callers. */
export interface AnswersInput {
  selected?: Readonly<Record<string, readonly string[]>>;
  answered?: Iterable<string>;
  outer?: Answers;
}

/**
 * Builds the answers of one location. Option questions named in `selected` with at least one option count as
 * answered without being listed in `answered`.
 */
export function answersOf(input: AnswersInput = {}): Answers {
  const selectedOptionIds = new Map(Object.entries(input.selected ?? {}));
  const answeredQuestionIds = new Set(input.answered ?? []);
  for (const [questionId, optionIds] of selectedOptionIds) {
    if (optionIds.length > 0) answeredQuestionIds.add(questionId);
  }
  return input.outer ? { selectedOptionIds, answeredQuestionIds, outer: input.outer } : { selectedOptionIds, answeredQuestionIds };
}

/** A form with no answers yet. */
export const noAnswers: Answers = answersOf();

/** The option ids selected for a question, looking outwards from the given location; empty when none. */
export function selectedOptionIds(answers: Answers, questionId: string): readonly string[] {
  const here = answers.selectedOptionIds.get(questionId);
  if (here !== undefined) return here;
  return answers.outer ? selectedOptionIds(answers.outer, questionId) : [];
}

/** Whether one option of a question is selected. */
export function isOptionSelected(answers: Answers, questionId: string, optionId: string): boolean {
  return selectedOptionIds(answers, questionId).includes(optionId);
}

/** Whether a question of any kind has an answer at this location or an enclosing one. */
export function isAnswered(answers: Answers, questionId: string): boolean {
  if (answers.answeredQuestionIds.has(questionId)) return true;
  if (answers.selectedOptionIds.has(questionId)) return false;
  return answers.outer ? isAnswered(answers.outer, questionId) : false;
}

/**
 * How a rule decides that a question is answered. Callers that know more (a table needs at least one row, a
 * measurement needs a unit) pass their own; `hasAnswer` reads `Answers` only.
 */
export type HasAnswer = (question: Question, answers: Answers) => boolean;

/** The default `HasAnswer`: the question has an answer at this location or an enclosing one. */
export const hasAnswer: HasAnswer = (question, answers) => isAnswered(answers, question.id);
