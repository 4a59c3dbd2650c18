import { isAnswered, type Answers } from '../template/answers';
import { questionOf, type TemplateIndex } from '../template/template-index';

/** How far a page of a form is filled in: its shown questions, and how many of them have an answer. */
export interface PageProgress {
  answered: number;
  total: number;
}

/**
 * The questions of a page that count towards its progress, in template order: those answered once per form
 * (not table columns, not inside repeatable sections, whose number of rows is the user's choice) and that the
 * user can answer (not disabled).
 */
export function progressQuestionIds(index: TemplateIndex, pageId: string): string[] {
  const ids: string[] = [];
  for (const node of index.nodes) {
    if (node.page.id !== pageId || node.repeated || node.summary) continue;
    const question = questionOf(node);
    if (question && !question.disabled) ids.push(question.id);
  }
  return ids;
}

/** The progress of a page: of its progress questions shown now, how many are answered. */
export function pageProgress(questionIds: readonly string[], isVisible: (id: string) => boolean, answers: Answers): PageProgress {
  let answered = 0;
  let total = 0;
  for (const id of questionIds) {
    if (!isVisible(id)) continue;
    total += 1;
    if (isAnswered(answers, id)) answered += 1;
  }
  return { answered, total };
}

/** The progress in words: "3 of 7 answered". */
export function progressText({ answered, total }: PageProgress): string {
  return `${answered} of ${total} answered`;
}
