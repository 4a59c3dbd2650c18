import { answerProblem } from '../forms/answer-checks';
import type { ResponseValue } from '../forms/response-values';
import type { Question } from '../template/model';

/** A CSV cell read as an answer: the value, or why it cannot be one. */
export type CellAnswer = { value: ResponseValue } | { problem: string };

const truthy = new Set(['yes', 'y', 'true', '1']);
const falsy = new Set(['no', 'n', 'false', '0']);

/** The question kinds a CSV cell can answer (as the data mapper maps them: text, date, yes/no, single choice). */
export const importableKinds = ['TextQuestion', 'DateQuestion', 'ToggleQuestion', 'OptionQuestion'] as const;

function valueOfCell(question: Question, text: string): CellAnswer {
  switch (question.__typename) {
    case 'TextQuestion':
      return { value: { kind: 'TextResponse', text } };
    case 'DateQuestion':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { value: { kind: 'DateResponse', selectedDate: text } } : { problem: 'Enter a date as YYYY-MM-DD' };
    case 'ToggleQuestion': {
      const word = text.toLowerCase();
      if (truthy.has(word)) return { value: { kind: 'ToggleResponse', defaultValue: true } };
      return falsy.has(word) ? { value: { kind: 'ToggleResponse', defaultValue: false } } : { problem: 'Enter yes or no' };
    }
    case 'OptionQuestion': {
      const labels = question.isMultiSelect ? text.split(';').map((part) => part.trim()).filter(Boolean) : [text];
      const ids = labels.map((label) => question.options.find((option) => option.label.trim().toLowerCase() === label.toLowerCase())?.id);
      const unknown = labels.find((_, index) => ids[index] === undefined);
      if (unknown !== undefined) return { problem: `"${unknown}" is not an option (${question.options.map((option) => option.label).join(', ')})` };
      return { value: { kind: 'OptionResponse', selectedOptionIds: ids as string[] } };
    }
    default:
      return { problem: 'This kind of question cannot be imported' };
  }
}

/**
 * A CSV cell as the answer of a question (options by label, several separated by ";" for a multiple choice; dates as
 * YYYY-MM-DD; yes/no for a toggle), checked as a save would check it. Undefined for an empty cell: no answer.
 */
export function answerOfCell(question: Question, cell: string, today: Date): CellAnswer | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  const read = valueOfCell(question, text);
  if ('problem' in read) return read;
  const problem = answerProblem(question, read.value, today);
  return problem ? { problem } : read;
}
