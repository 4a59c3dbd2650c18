import { storedDateDay, tenantTimeZone, todayIn } from '../template/calendar-day';
import { dateRangeRuleFailures, dateRuleFailures } from '../template/date-rules';
import type { Question } from '../template/model';
import { answersFromResponses, sameLocation, type ResponseLike } from '../template/answers-from-responses';
import { indexTemplate, questionOf, type IndexableTemplate } from '../template/template-index';
import { requiredUnanswered, visibleElementIds } from '../template/visibility';

/**
 * One reason a form's answers may not move on, as the server's refusal lists it (BAD_USER_INPUT details
 * `answers`) and the page marks it: a required question left empty, or a date breaking one of its rules.
 */
export interface AnswerProblem {
  questionId: string;
  /** The question's title, as the refusal's message names it. */
  title: string;
  kind: 'required' | 'dateRule';
  message: string;
  /** The page the question is on, so the page can show it. */
  pageId?: string;
  /** For a date rule: the rule, and the part of the answer that breaks it ("startDate" or "endDate" of a range). */
  ruleId?: string;
  field?: string;
}

/** The date values of an answer: a date question's `selectedDate`, or a range's `start` and `end`. */
export interface DateValues {
  selectedDate?: string | null;
  start?: string | null;
  end?: string | null;
}

/** The message beside a required question left empty. */
export const requiredMessage = 'This question is required.';

/**
 * The date rules a date or date range answer breaks, judged on the tenant's calendar (`now` is the caller's
 * clock). Other kinds of question have no date rules and break none.
 */
export function dateAnswerProblems(question: Question, values: DateValues, now: Date, timeZone = tenantTimeZone): AnswerProblem[] {
  const today = todayIn(now, timeZone);
  const problem = (failure: { ruleId: string; field: string; message: string }): AnswerProblem => ({
    questionId: question.id,
    title: question.title,
    kind: 'dateRule',
    ...failure,
  });
  if (question.__typename === 'DateQuestion') {
    return dateRuleFailures(question.validationRules, storedDateDay(values.selectedDate, timeZone), { today }).map(problem);
  }
  if (question.__typename === 'DateRangeQuestion') {
    const range = { startDate: storedDateDay(values.start, timeZone), endDate: storedDateDay(values.end, timeZone) };
    return dateRangeRuleFailures(question.validationRules, range, today).map(problem);
  }
  return [];
}

/**
 * Every problem that stops a form's answers from moving on, in template order: the visible, required, enabled
 * questions of the form's top level without an answer, and the visible date answers there that break their rules.
 * Hidden questions (and their kept answers), disabled ones and questions answered per row are not checked.
 */
export function formAnswerProblems(
  template: IndexableTemplate,
  responses: readonly (ResponseLike & DateValues)[],
  now: Date,
  timeZone = tenantTimeZone,
): AnswerProblem[] {
  const index = indexTemplate(template);
  const visible = visibleElementIds(template, answersFromResponses(responses));
  const missing = new Set(requiredUnanswered(template, answersFromResponses(responses)).map((gap) => gap.questionId));
  const problems: AnswerProblem[] = [];
  for (const node of index.byId.values()) {
    const question = questionOf(node);
    if (!question || question.disabled || node.repeated || node.summary || !visible.has(node.id)) continue;
    const pageId = node.page.id;
    if (missing.has(question.id)) problems.push({ questionId: question.id, title: question.title, kind: 'required', message: requiredMessage, pageId });
    const response = responses.find((candidate) => candidate.questionId === question.id && sameLocation(candidate.location, null));
    if (response) problems.push(...dateAnswerProblems(question, response, now, timeZone).map((problem) => ({ ...problem, pageId })));
  }
  return problems;
}

/**
 * The message of a refusal for answer problems, naming each question: "Answer the required questions first: Room.
 * Fix the dates first: Visit date: Must be on or before today."
 */
export function answerProblemsMessage(problems: readonly AnswerProblem[]): string {
  const required = problems.filter((problem) => problem.kind === 'required').map((problem) => problem.title);
  const dates = problems.filter((problem) => problem.kind === 'dateRule').map((problem) => `${problem.title}: ${problem.message}`);
  return [
    required.length ? `Answer the required questions first: ${required.join(', ')}.` : '',
    dates.length ? `Fix the dates first: ${dates.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
