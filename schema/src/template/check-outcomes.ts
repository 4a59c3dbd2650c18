import { nodeLabel } from './element-label';
import type { Outcome, OutcomeCondition, OutcomeGroup } from './outcome-model';
import { optionQuestionOf, questionOf, type TemplateIndex } from './template-index';
import type { LocatedProblem, TemplateProblem } from './template-problem';

/** What the outcome checks read of a group: its name and its outcomes' ids and conditions. */
export type CheckableOutcomeGroup = Pick<OutcomeGroup, 'id' | 'name'> & { outcomes: ReadonlyArray<Pick<Outcome, 'id' | 'conditions'>> };

/** Every condition of a list, nested ones included, depth first. */
function flatten(conditions: readonly OutcomeCondition[]): OutcomeCondition[] {
  return conditions.flatMap((condition) => [condition, ...(condition.type === 'logic' ? flatten(condition.conditions) : [])]);
}

function conditionProblem(index: TemplateIndex, outcomeIds: ReadonlySet<string>, subject: string, elementId: string, condition: OutcomeCondition): TemplateProblem | null {
  if (condition.type === 'number') {
    if (outcomeIds.has(condition.outcomeId)) return null;
    const message = `${subject} has a condition on outcome ${condition.outcomeId}, but this template has no outcome with that id. Remove the condition or choose another outcome.`;
    return { code: 'OUTCOME_MISSING_OUTCOME', message, elementId };
  }
  if (condition.type !== 'question') return null;
  const target = index.byId.get(condition.questionId);
  if (!questionOf(target)) {
    const message = `${subject} has a condition on question ${condition.questionId}, but this template has no question with that id. Remove the condition or choose another question.`;
    return { code: 'OUTCOME_MISSING_QUESTION', message, elementId };
  }
  const question = optionQuestionOf(index, condition.questionId);
  if (!question?.options.some((option) => option.id === condition.optionId)) {
    const message = `${subject} has a condition on option ${condition.optionId} of ${nodeLabel(target!)}, which has no such option. Choose one of its options.`;
    return { code: 'OUTCOME_MISSING_OPTION', message, elementId, optionId: condition.optionId };
  }
  return null;
}

/**
 * Outcome conditions must name what the template has: a question condition an existing question and one of its
 * options; a number condition an existing outcome (of any group). Problems name the outcome and come after the
 * template's own, in group and outcome order.
 */
export function outcomeProblems(index: TemplateIndex, groups: readonly CheckableOutcomeGroup[]): LocatedProblem[] {
  const outcomeIds = new Set(groups.flatMap((group) => group.outcomes.map((outcome) => outcome.id)));
  const problems: LocatedProblem[] = [];
  for (const group of groups) {
    for (const outcome of group.outcomes) {
      const subject = `Outcome ${outcome.id} of outcome group "${group.name}"`;
      for (const condition of flatten(outcome.conditions)) {
        const problem = conditionProblem(index, outcomeIds, subject, outcome.id, condition);
        if (problem) problems.push({ at: index.nodes.length + problems.length, problem });
      }
    }
  }
  return problems;
}
