import { dateAnswerProblems } from '../../../schema/src/forms/answer-validation';
import type { ResponseValue } from '../../../schema/src/forms/response-values';
import type { Question } from '../../../schema/src/template/model';
import { badUserInput } from '../../shared/errors';

/**
 * Refuses a date or date range answer that breaks its question's date rules (on the tenant's calendar at `now`),
 * with each rule's message and, in the details, the question and rule each one comes from. Nothing is saved.
 */
export function assertDateRulesHold(question: Question, value: ResponseValue, now: Date): void {
  if (value.kind !== 'DateResponse' && value.kind !== 'DateRangeResponse') return;
  const problems = dateAnswerProblems(question, value, now);
  if (problems.length) throw badUserInput(`${problems.map((problem) => problem.message).join('. ')}.`, { field: question.id, answers: problems });
}
