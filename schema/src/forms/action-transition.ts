import { answersFromResponses, type ResponseLike } from '../template/answers-from-responses';
import type { IndexableTemplate } from '../template/template-index';
import { requiredUnanswered, type RequiredGap } from '../template/visibility';

/**
 * The status a form moves to when an action runs: submit moves a draft (or a form sent back for revisions)
 * to submitted; other actions leave the status as it is. The workflow issue replaces this with the
 * template's state machine.
 */
export function statusAfterAction(actionId: string, status: string): string {
  if (actionId === 'submit' && (status === 'draft' || status === 'revisions_requested')) return 'submitted';
  return status;
}

/** The required, visible questions of the form's top level that still have no answer (in template order). */
export function missingRequiredAnswers(template: IndexableTemplate, responses: readonly ResponseLike[]): RequiredGap[] {
  return requiredUnanswered(template, answersFromResponses(responses));
}

/** The message that refuses an action while required questions are unanswered: it names each question. */
export function missingAnswersMessage(gaps: readonly Pick<RequiredGap, 'title'>[]): string {
  return `Answer the required questions first: ${gaps.map((gap) => gap.title).join(', ')}.`;
}
