import type { TemplateIndex } from './template-index';
import { subjectLabel, type LocatedProblem } from './template-problem';

/**
 * A page with nothing on it would reach the people filling the form as a blank tab: every form page must hold at
 * least one element. Summary pages are left out: they are filled from the form's answers, not by people.
 */
export function emptyPageProblems(index: TemplateIndex): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const node of index.nodes) {
    if (node.element !== null || node.summary || node.page.children.length > 0) continue;
    const message = `${subjectLabel(node)} is empty. Add a question to it or remove the page.`;
    problems.push({ at: node.order, problem: { code: 'EMPTY_PAGE', message, elementId: node.id } });
  }
  return problems;
}
