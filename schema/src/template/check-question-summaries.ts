import { questionOf, type TemplateIndex } from './template-index';
import { subjectLabel, type LocatedProblem } from './template-problem';

/** A question summary must name a question of the template (and, when given, an existing group of it). */
export function questionSummaryProblems(index: TemplateIndex): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const node of index.nodes) {
    if (node.element?.__typename !== 'QuestionSummary') continue;
    const { questionId, questionGroupId } = node.element;
    const missing = !questionOf(index.byId.get(questionId)) ? questionId : questionGroupId && !index.byId.has(questionGroupId) ? questionGroupId : null;
    if (missing) {
      const message = `${subjectLabel(node)} names ${missing}, but this template has no such ${missing === questionId ? 'question' : 'question group'}. Choose another question or remove the summary.`;
      problems.push({ at: node.order, problem: { code: 'QUESTION_SUMMARY_MISSING_QUESTION', message, elementId: node.id } });
    }
  }
  return problems;
}
