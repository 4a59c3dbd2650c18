import { isOptionSelected, type Answers } from './answers';
import type { DependsOn } from './model';

/** One condition of a `dependsOn`: the named option of the named question is selected. */
export type Condition = DependsOn['conditions'][number];

/**
 * Whether an element's `dependsOn` holds for the given answers. AND: every condition's option is selected; OR:
 * at least one is. No `dependsOn`, or one with no conditions, always holds; any logic other than OR reads as AND.
 *
 * `counts(questionId)` says whether a question's answers count at all: visibility passes "the question is
 * visible", so a condition on a hidden question is not met (its answers are kept but ignored while hidden).
 */
export function conditionHolds(
  dependsOn: DependsOn | null | undefined,
  answers: Answers,
  counts: (questionId: string) => boolean = () => true,
): boolean {
  if (!dependsOn || dependsOn.conditions.length === 0) return true;
  const met = (condition: Condition) =>
    counts(condition.questionId) && isOptionSelected(answers, condition.questionId, condition.optionId);
  return dependsOn.logic === 'OR' ? dependsOn.conditions.some(met) : dependsOn.conditions.every(met);
}

/** Whether an element carries conditions at all (a `dependsOn` with an empty list is the same as none). */
export function hasConditions(dependsOn: DependsOn | null | undefined): dependsOn is DependsOn {
  return !!dependsOn && dependsOn.conditions.length > 0;
}
