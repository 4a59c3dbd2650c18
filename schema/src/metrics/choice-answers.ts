import type { ResponseValue } from '../forms/response-values';

/** An answer as the choice counts read it: which question, and its value. */
export interface ChoiceAnswerSource {
  questionId: string;
  value: ResponseValue;
}

/**
 * The choice answers of a form, as the answer-option metrics count them: option questions (single, multi and
 * dropdown) by option id, toggles as `true` or `false`. An answer in several rows or sections of one question
 * counts once per option. Other kinds of answer are not counted.
 */
export function choiceAnswersOf(answers: readonly ChoiceAnswerSource[]): Record<string, string[]> {
  const chosen = new Map<string, Set<string>>();
  const note = (questionId: string, option: string) => {
    const options = chosen.get(questionId) ?? new Set<string>();
    options.add(option);
    chosen.set(questionId, options);
  };
  for (const { questionId, value } of answers) {
    if (value.kind === 'OptionResponse') value.selectedOptionIds.forEach((option) => note(questionId, option));
    if (value.kind === 'ToggleResponse') note(questionId, String(value.defaultValue));
  }
  return Object.fromEntries([...chosen].map(([questionId, options]) => [questionId, [...options].sort()]));
}
