import type { AnswerLocation } from '../template/answers';
import type { Question, Template } from '../template/model';
import { questionsOf } from '../template/questions';
import type { ResponseValue } from './response-values';

/** A person a form is about: who the platform holds (or, for an external person, who the answer names). */
export interface PersonSubjectRecord {
  kind: 'PERSON';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeId: string | null;
  networkId: string | null;
}

/** A library item a form is about, with the item's fields as the library held them when it was chosen. */
export interface LibraryItemSubjectRecord {
  kind: 'LIBRARY_ITEM';
  id: string;
  name: string;
  fields: Record<string, unknown> | null;
}

/** What a form is about (the spec's Form.subject), as the form item stores it. */
export type FormSubjectRecord = PersonSubjectRecord | LibraryItemSubjectRecord;

/** Whether a question can name the form's subject: a subject question, or a person search marked as the subject. */
export function isSubjectQuestion(question: Question): boolean {
  if (question.__typename === 'SubjectQuestion') return true;
  return question.__typename === 'SearchQuestion' && question.category === 'PERSON' && question.isSubject;
}

/**
 * The question whose answer is the form's subject: the one the template names (`subjectQuestionId`) when it can
 * name a subject, else the first subject-capable question in the template's order. A form has one subject, so
 * a template with several such questions takes the first: later ones are ordinary answers.
 */
export function subjectQuestionOf(template: Pick<Template, 'pages' | 'subjectQuestionId'>): Question | undefined {
  const candidates = questionsOf(template).filter(isSubjectQuestion);
  return candidates.find((question) => question.id === template.subjectQuestionId) ?? candidates[0];
}

/** The subject an answer names (null for a cleared answer or an answer of another kind). */
export function subjectOfAnswer(value: ResponseValue): FormSubjectRecord | null {
  if (value.kind === 'PersonSearchResponse' && value.selectedPerson) {
    const { userId, firstName, lastName, email, employeeId = null, networkId = null } = value.selectedPerson;
    return { kind: 'PERSON', userId, firstName, lastName, email, employeeId, networkId };
  }
  if (value.kind === 'LibrarySearchResponse' && value.selectedItem) {
    const { id, name, fields = null } = value.selectedItem;
    return { kind: 'LIBRARY_ITEM', id, name, fields };
  }
  return null;
}

/**
 * How saving this answer changes the form's subject: `unchanged` unless it answers the template's subject
 * question at the form's top level (an answer inside a repeatable section or table row is one of many, never
 * the form's subject); then `set` to what the answer names, or `cleared`.
 */
export function subjectChange(
  template: Pick<Template, 'pages' | 'subjectQuestionId'>,
  questionId: string,
  location: AnswerLocation,
  value: ResponseValue,
): { kind: 'unchanged' } | { kind: 'set'; subject: FormSubjectRecord } | { kind: 'cleared' } {
  if (location.parentId || location.rowId) return { kind: 'unchanged' };
  if (subjectQuestionOf(template)?.id !== questionId) return { kind: 'unchanged' };
  const subject = subjectOfAnswer(value);
  return subject ? { kind: 'set', subject } : { kind: 'cleared' };
}

/** The subject a set of answers names (a copy's): the top-level answer of the template's subject question. */
export function subjectOfAnswers(
  template: Pick<Template, 'pages' | 'subjectQuestionId'>,
  answers: ReadonlyArray<{ questionId: string; parentId?: string | null; rowId?: string | null; value: ResponseValue }>,
): FormSubjectRecord | null {
  const questionId = subjectQuestionOf(template)?.id;
  const answer = answers.find((candidate) => candidate.questionId === questionId && !candidate.parentId && !candidate.rowId);
  return answer ? subjectOfAnswer(answer.value) : null;
}

/** The subject's line in headers and lists: a person's name, or a library item's name. */
export function subjectLabel(subject: { __typename?: string; firstName?: string | null; lastName?: string | null; name?: string | null; userId?: string }): string {
  if (subject.name) return subject.name;
  const name = [subject.firstName, subject.lastName].filter(Boolean).join(' ');
  return name || subject.userId || '';
}
