import type { AnswerTextQuestion } from '../../schema/src/forms/answer-text';
import type { ResponseValue } from '../../schema/src/forms/response-values';
import { sampleSource, type NotificationSource } from '../../schema/src/notifications/values';
import type { Template } from '../../schema/src/template/model';
import { questionsOf } from '../../schema/src/template/questions';
import type { FormRecord, ResponseRecord } from '../data/entities';
import { appUrl } from './app-url';

/** The questions placeholders may name: every question of the version, with what answerText reads. */
export const placeholderQuestions = (template: Pick<Template, 'pages'>) =>
  questionsOf(template) as unknown as Array<AnswerTextQuestion & { id: string; title?: string | null }>;

/** Top-level answers by question id (answers inside table rows or repeatable sections have a location). */
function topLevelAnswers(responses: ResponseRecord[]): Map<string, ResponseValue> {
  return new Map(responses.filter((response) => !response.parentId && !response.rowId).map((response) => [response.questionId, response.value]));
}

/** What placeholders read of a real form and its answers. */
export function formSource(
  form: FormRecord,
  responses: ResponseRecord[],
  template: Pick<Template, 'pages'>,
  workflow: { previousStatus?: string | null; event?: string | null } = {},
): NotificationSource {
  return {
    form: { id: form.id, name: form.name, autoId: form.autoId ?? null, status: form.status },
    owner: { firstName: form.owner.firstName ?? '' },
    appUrl: appUrl(),
    questions: placeholderQuestions(template),
    answers: topLevelAnswers(responses),
    previousStatus: workflow.previousStatus ?? null,
    event: workflow.event ?? null,
  };
}

/** Sample data for previewing without a form (answers show their question titles). */
export const sampleFormSource = (template: Pick<Template, 'pages'>, ownerFirstName: string) => sampleSource(placeholderQuestions(template), ownerFirstName, appUrl());
