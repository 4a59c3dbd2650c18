import type { TemplateIndex } from './template-index';
import { subjectLabel, type LocatedProblem } from './template-problem';

/** A template outcome must name an outcome group of the same template version. */
export function templateOutcomeProblems(index: TemplateIndex, outcomeGroupIds: ReadonlySet<string>): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const node of index.nodes) {
    if (node.element?.__typename !== 'TemplateOutcome' || outcomeGroupIds.has(node.element.outcomeGroupId)) continue;
    const message = `${subjectLabel(node)} on summary page "${node.page.name}" names outcome group ${node.element.outcomeGroupId}, but this template has no such outcome group. Choose another outcome group or remove the template outcome.`;
    problems.push({ at: node.order, problem: { code: 'TEMPLATE_OUTCOME_MISSING_GROUP', message, elementId: node.id } });
  }
  return problems;
}
