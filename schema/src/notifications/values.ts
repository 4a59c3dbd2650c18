import { answerText, type AnswerTextQuestion, type AnswerTextResponse } from '../forms/answer-text';
import type { ResponseValue } from '../forms/response-values';
import type { PlaceholderValues } from './placeholders';

/** What placeholders read of a form: its facts, its owner, its answers and the workflow step that fired. */
export interface NotificationSource {
  form: { id: string; name: string; autoId?: string | null; status: string };
  owner: { firstName: string } | null;
  /** The address of the app, without a trailing slash (links are `{appUrl}/form/{id}`). */
  appUrl: string;
  questions: ReadonlyArray<AnswerTextQuestion & { id: string }>;
  /** Top-level answers by question id (answers in table rows are not addressable by a placeholder). */
  answers: ReadonlyMap<string, ResponseValue>;
  previousStatus?: string | null;
  event?: string | null;
}

/** The link of a form in the app. */
export const formLink = (appUrl: string, formId: string) => `${appUrl.replace(/\/$/, '')}/form/${formId}`;

/** The placeholder values of one form: answers in words (as a summary shows them). */
export function placeholderValues(source: NotificationSource): PlaceholderValues {
  const answers: Record<string, string | null> = {};
  for (const question of source.questions) {
    const value = source.answers.get(question.id);
    answers[question.id] = value ? answerText(question, { ...value, __typename: value.kind } as AnswerTextResponse) : null;
  }
  return {
    fixed: {
      'form.name': source.form.name,
      'form.autoId': source.form.autoId ?? '',
      'form.status': source.form.status,
      'form.link': formLink(source.appUrl, source.form.id),
      'owner.firstName': source.owner?.firstName ?? '',
      'workflow.previousStatus': source.previousStatus ?? '',
      'workflow.event': source.event ?? '',
    },
    answers,
    questionIds: new Set(source.questions.map((question) => question.id)),
  };
}

/** Sample data for previewing without a form: each answer shows its question's title in brackets. */
export function sampleSource(questions: ReadonlyArray<{ id: string; title?: string | null }>, ownerFirstName: string, appUrl: string): NotificationSource {
  return {
    form: { id: 'sample', name: 'Sample form', autoId: 'SAMPLE-0001', status: 'Submitted' },
    owner: { firstName: ownerFirstName },
    appUrl,
    questions: questions.map((question) => ({ id: question.id, __typename: 'TextQuestion' })),
    answers: new Map(questions.map((question) => [question.id, { kind: 'TextResponse', text: `[${question.title || question.id}]` }])),
    previousStatus: 'Draft',
    event: 'SUBMIT',
  };
}
