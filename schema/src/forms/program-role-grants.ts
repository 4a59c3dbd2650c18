import type { Question } from '../template/model';
import type { ResponseValue } from './response-values';

/** One person given one program role by one answer: the grant is the form's and question's, so it is taken back exactly. */
export interface ProgramRoleGrant {
  roleId: string;
  userId: string;
}

/**
 * The program role an answer gives (spec: program roles from person search answers): the person chosen in a
 * person search whose question names `programRoleId`. Whether the question's author could grant that role is
 * checked when the question is authored (functions/templates/program-role-authoring.ts), and again when the
 * answer is saved (the role must still be one of the template's program).
 */
export function programRoleGrants(question: Question, value: ResponseValue | undefined): ProgramRoleGrant[] {
  if (!value || value.kind !== 'PersonSearchResponse' || !value.selectedPerson) return [];
  if (question.__typename !== 'SearchQuestion' || !question.programRoleId) return [];
  return [{ roleId: question.programRoleId, userId: value.selectedPerson.userId }];
}

/**
 * The program roles an element's fields would let its answers grant: its own `programRoleId`, and its table
 * columns' (a table's `questions`).
 */
export function programRoleIdsOfFields(fields: Record<string, unknown>): string[] {
  const own = typeof fields['programRoleId'] === 'string' && fields['programRoleId'] ? [fields['programRoleId']] : [];
  const columns = Array.isArray(fields['questions']) ? (fields['questions'] as Array<Record<string, unknown>>).flatMap(programRoleIdsOfFields) : [];
  return [...new Set([...own, ...columns])];
}
