import { nodeLabel } from './element-label';
import type { Condition } from './conditions';
import { optionQuestionOf, type TemplateIndex, type TemplateNode } from './template-index';
import { subjectLabel, type LocatedProblem, type TemplateProblem } from './template-problem';

function conditionProblem(index: TemplateIndex, node: TemplateNode, condition: Condition): TemplateProblem | null {
  const subject = subjectLabel(node);
  const target = index.byId.get(condition.questionId);
  if (!target) {
    const message = `${subject} has a condition on question ${condition.questionId}, but this template has no question with that id. Remove the condition or choose another question.`;
    return { code: 'CONDITION_MISSING_QUESTION', message, elementId: node.id };
  }
  const question = optionQuestionOf(index, condition.questionId);
  if (!question) {
    const message = `${subject} has a condition on ${nodeLabel(target)}, which is not an option question: conditions can only name the options of an option question.`;
    return { code: 'CONDITION_NOT_OPTION_QUESTION', message, elementId: node.id };
  }
  if (!question.options.some((option) => option.id === condition.optionId)) {
    const message = `${subject} has a condition on option ${condition.optionId} of ${nodeLabel(target)}, which has no such option. Choose one of its options.`;
    return { code: 'CONDITION_MISSING_OPTION', message, elementId: node.id };
  }
  return null;
}

/** Conditions must name an existing option question of the template and one of its options. */
export function conditionProblems(index: TemplateIndex): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const node of index.nodes) {
    for (const condition of node.dependsOn?.conditions ?? []) {
      const problem = conditionProblem(index, node, condition);
      if (problem) problems.push({ at: node.order, problem });
    }
  }
  return problems;
}
