import { answerText } from '@schema/forms/answer-text';
import { sameLocation } from '@schema/template/answers-from-responses';
import type { ResponseFieldsFragment } from '@/gql/graphql';
import type { AnyQuestion } from '../element-types';

/** Where an answer sits: null at the form's top level, else a row of a table or repeatable section. */
export type PrintLocation = { parentId: string; rowId: string } | null;

/** The stored answers a printout reads, with lookups by question and location. */
export class PrintAnswers {
  constructor(private readonly responses: readonly ResponseFieldsFragment[]) {}

  /** The stored answer of a question at a location, if any. */
  response(questionId: string, location: PrintLocation): ResponseFieldsFragment | null {
    return this.responses.find((response) => response.questionId === questionId && sameLocation(response.location, location)) ?? null;
  }

  /** A question's answer in words at a location, or null when unanswered. */
  text(question: AnyQuestion, location: PrintLocation): string | null {
    return answerText(question, this.response(question.id, location));
  }

  /** The row ids of a table or repeatable section, in order. */
  rowIds(groupId: string, location: PrintLocation): readonly string[] {
    const rows = this.response(groupId, location);
    return rows?.__typename === 'TableResponse' ? rows.rowIds : [];
  }
}
