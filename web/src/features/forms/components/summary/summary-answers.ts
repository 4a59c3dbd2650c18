import { answerText } from '@schema/forms/answer-text';
import { sameLocation } from '@schema/template/answers-from-responses';
import type { ResponseFieldsFragment } from '@/gql/graphql';
import type { AnyQuestion, ElementNode } from '../element-types';
import type { FormPageNode } from '../form-pages';

/** Every question of a form's pages by id: inside sections and repeatable sections, and table columns. */
export function questionsById(pages: readonly FormPageNode[]): Map<string, AnyQuestion> {
  const found = new Map<string, AnyQuestion>();
  const walk = (elements: readonly ElementNode[]) => {
    for (const element of elements) {
      if ('title' in element) found.set(element.id, element);
      if (element.__typename === 'TableQuestion') element.questions.forEach((column) => found.set(column.id, column));
      if (element.children) walk(element.children);
    }
  };
  pages.forEach((page) => walk(page.children));
  return found;
}

/** What a question summary shows: where the question sits in a repeatable section or table, if it does. */
export interface SummaryTarget {
  questionId: string;
  questionGroupId?: string | null;
}

type Located = Pick<ResponseFieldsFragment, 'questionId' | 'location'>;

function responseAt<R extends Located>(responses: readonly R[], questionId: string, location: { parentId: string; rowId: string } | null): R | null {
  return responses.find((response) => response.questionId === questionId && sameLocation(response.location, location)) ?? null;
}

/**
 * The answers a question summary shows, in words: one for a question of the form, one per row (in row order) for a
 * question of a repeatable section or table. Unanswered rows are left out.
 */
export function summaryAnswers(question: AnyQuestion, target: SummaryTarget, responses: readonly ResponseFieldsFragment[]): string[] {
  const groupId = target.questionGroupId;
  if (!groupId) {
    const text = answerText(question, responseAt(responses, question.id, null));
    return text ? [text] : [];
  }
  const rows = responseAt(responses, groupId, null);
  const rowIds = rows?.__typename === 'TableResponse' ? rows.rowIds : [];
  return rowIds.flatMap((rowId) => answerText(question, responseAt(responses, question.id, { parentId: groupId, rowId })) ?? []);
}
