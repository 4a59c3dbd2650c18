import { answersFromResponses, sameLocation, type ResponseLike } from '../template/answers-from-responses';
import { isOptionSelected, noAnswers, type Answers } from '../template/answers';
import type { AnswerCondition } from './model';

/**
 * What a workflow guard reads from a form: its option selections (the same `Answers` dependsOn reads) and one
 * number per question that has one (see `numbersFromResponses`).
 */
export interface WorkflowAnswers {
  readonly options: Answers;
  readonly numbers: ReadonlyMap<string, number>;
}

/** A form with no answers: option conditions fail, number conditions fail. */
export const noWorkflowAnswers: WorkflowAnswers = { options: noAnswers, numbers: new Map() };

/** A saved response as the number reader sees it: any kind's value fields, read by name. */
export type NumberResponse = ResponseLike & {
  text?: unknown;
  value?: unknown;
  values?: unknown;
};

// A plain decimal: optional sign, digits with an optional fraction (no thousands separators, units or exponents).
const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The number a response holds, if any: a measurement's `value`; a multi-unit measurement's first value; a text
 * answer that is exactly a plain decimal ("12", " -3.5 "; not "12 cm", "1,200" or "1e3"). Other kinds hold none.
 */
export function numberOfResponse(response: NumberResponse): number | undefined {
  if (typeof response.value === 'number' && Number.isFinite(response.value)) return response.value;
  if (Array.isArray(response.values)) {
    const first = (response.values as Array<{ value?: unknown }>)[0]?.value;
    return typeof first === 'number' && Number.isFinite(first) ? first : undefined;
  }
  if (typeof response.text === 'string' && decimal.test(response.text.trim())) return Number(response.text.trim());
  return undefined;
}

/** The numbers of a form's top-level responses, by question id (responses without a number are left out). */
export function numbersFromResponses(responses: readonly NumberResponse[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const response of responses) {
    if (!sameLocation(response.location, null)) continue;
    const number = numberOfResponse(response);
    if (number !== undefined) numbers.set(response.questionId, number);
  }
  return numbers;
}

/** The answers a workflow reads, from a form's saved responses (top level only: workflows move whole forms). */
export function workflowAnswersFromResponses(responses: readonly NumberResponse[]): WorkflowAnswers {
  return { options: answersFromResponses(responses), numbers: numbersFromResponses(responses) };
}

const compare: Record<Extract<AnswerCondition, { type: 'number' }>['numberOperator'], (a: number, b: number) => boolean> = {
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
};

/**
 * Whether a condition holds: a question condition when its option is selected; a number condition when the
 * question has a number and it compares as asked (no number: never holds, not even `ne`); AND when every nested
 * condition holds (an empty AND holds), OR when at least one does (an empty OR does not).
 */
export function answerConditionHolds(condition: AnswerCondition, answers: WorkflowAnswers): boolean {
  switch (condition.type) {
    case 'question':
      return isOptionSelected(answers.options, condition.questionId, condition.optionId);
    case 'number': {
      const number = answers.numbers.get(condition.questionId);
      return number !== undefined && compare[condition.numberOperator](number, condition.value);
    }
    case 'logic':
      return condition.logicOperator === 'OR'
        ? condition.conditions.some((nested) => answerConditionHolds(nested, answers))
        : condition.conditions.every((nested) => answerConditionHolds(nested, answers));
  }
}

/** Whether all of a guard's conditions hold (its list is an AND). */
export function allConditionsHold(conditions: readonly AnswerCondition[], answers: WorkflowAnswers): boolean {
  return conditions.every((condition) => answerConditionHolds(condition, answers));
}
