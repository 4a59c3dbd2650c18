import { hasAnswer as answeredAnywhere, type Answers, type HasAnswer } from './answers';
import { indexTemplate, questionOf, type IndexableTemplate } from './template-index';
import { evaluateVisibility, nodeVisibility, planOf, planVisibility } from './visibility-plan';

/*
 * Conditional visibility. A page or element is visible when its parent is visible and its own dependsOn holds,
 * where a condition on a hidden question is never met. Answers of a question that becomes hidden are kept (so
 * they come back when it shows again) but ignored while it is hidden: by conditions, by required checks and by
 * anything else that reads visible answers only. Nodes in a cycle of conditions are always hidden (publishing
 * refuses such templates; this keeps the result the same whatever the evaluation order).
 */

/**
 * The ids of every visible page, element and table column of a template for the given answers (the answers of
 * the form's top level, or of a row whose `outer` is the form's).
 */
export function visibleElementIds(template: IndexableTemplate, answers: Answers): Set<string> {
  return evaluateVisibility(planVisibility(template), answers);
}

/**
 * Whether one page, element or table column is visible; an unknown id is not. Each call walks the template: to
 * render many elements, call `visibleElementIds` once.
 */
export function isElementVisible(template: IndexableTemplate, answers: Answers, elementId: string): boolean {
  return nodeVisibility(planVisibility(template), answers)(elementId);
}

/** A required question the user still has to answer before the form may move on. */
export interface RequiredGap {
  questionId: string;
  title: string;
  pageId: string;
  pageName: string;
}

/**
 * The visible, required, enabled questions without an answer, in template order, for validation before a
 * transition. Only questions answered once per form are listed: table columns and questions inside repeatable
 * sections are answered per row and checked per row. Disabled questions are skipped: the user cannot answer them.
 * Summary pages are not forms to fill and are skipped too.
 */
export function requiredUnanswered(
  template: IndexableTemplate,
  answers: Answers,
  hasAnswer: HasAnswer = answeredAnywhere,
): RequiredGap[] {
  const index = indexTemplate(template);
  const visible = nodeVisibility(planOf(index), answers);
  const gaps: RequiredGap[] = [];
  for (const node of index.byId.values()) {
    const question = questionOf(node);
    if (!question?.required || question.disabled || node.repeated || node.summary) continue;
    if (!visible(node.id) || hasAnswer(question, answers)) continue;
    gaps.push({ questionId: question.id, title: question.title, pageId: node.page.id, pageName: node.page.name });
  }
  return gaps;
}
