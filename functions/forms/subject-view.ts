import type { FormSubjectRecord } from '../../schema/src/forms/subject';

/** A form's subject as the API returns it (the FormSubject union, by __typename; a library item's fields as AWSJSON text). */
export function subjectView(subject: FormSubjectRecord | null | undefined) {
  if (!subject) return null;
  if (subject.kind === 'PERSON') {
    const { kind: _kind, ...person } = subject;
    return { __typename: 'PersonSubject' as const, ...person };
  }
  return { __typename: 'LibraryItemSubject' as const, id: subject.id, name: subject.name, fields: subject.fields ? JSON.stringify(subject.fields) : null };
}
