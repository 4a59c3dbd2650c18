import { answerProblemsMessage, formAnswerProblems } from '../../../schema/src/forms/answer-validation';
import type { ElementAccess } from '../../../schema/src/forms/element-access';
import type { ResponseRecord, TemplateRecord } from '../../data/entities';
import { badUserInput } from '../../shared/errors';
import { responseView } from '../form-view';

/**
 * Refuses an action that asks for validation while the form's answers may not move on: required, visible questions
 * left empty and visible date answers breaking their rules (judged at `now`). The details list each question with
 * what is wrong, so the page can mark it. Only questions the caller may change now count: a required question in a
 * section the template keeps for another role (a reviewer's) cannot block the owner, who could never answer it.
 */
export function assertAnswersReady(template: TemplateRecord, responses: readonly ResponseRecord[], now: Date, access: ElementAccess): void {
  const problems = formAnswerProblems(template, responses.map(responseView), now).filter((problem) => access.canUpdate(problem.questionId));
  if (problems.length) throw badUserInput(answerProblemsMessage(problems), { answers: problems });
}
