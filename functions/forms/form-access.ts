import { allowedEach, assertAllowed } from '../authz/checks';
import type { TupleKey } from '../authz/engine/types';
import type { FormRecord } from '../data/entities';
import type { Caller } from '../shared/caller';

/** The authorization engine's object for a form. */
export const formObject = (formId: string) => `form:${formId}`;

/** Form permissions depend on the form's status (template permissions list statuses). */
const statusContext = (form: FormRecord) => ({ status: form.status });

/** Refuses with FORBIDDEN unless the caller may view the form in its current status. */
export function assertCanReadForm(caller: Caller, form: FormRecord): Promise<void> {
  return assertAllowed(caller, 'can_view', formObject(form.id), {
    context: statusContext(form),
    message: 'You do not have permission to view this form.',
  });
}

/** Refuses with FORBIDDEN unless the caller may change the form in its current status. */
export function assertCanWriteForm(caller: Caller, form: FormRecord): Promise<void> {
  return assertAllowed(caller, 'can_update', formObject(form.id), {
    context: statusContext(form),
    message: 'You do not have permission to change this form.',
  });
}

/** Whether the caller may view each form in its status (one BatchCheck). */
export function viewableEach(caller: Caller, forms: FormRecord[]): Promise<boolean[]> {
  return allowedEach(caller, 'can_view', forms.map((form) => ({ object: formObject(form.id), context: statusContext(form) })));
}

/** The tuples that place a new form: its template, program, campus, parent and owner. */
export function formTuples(form: FormRecord): TupleKey[] {
  const object = formObject(form.id);
  return [
    { user: `template_group:${form.templateGroupId}`, relation: 'template', object },
    { user: `campus:${form.campusCode}`, relation: 'campus', object },
    ...(form.programId ? [{ user: `program:${form.programId}`, relation: 'program', object }] : []),
    ...(form.parentFormId ? [{ user: formObject(form.parentFormId), relation: 'parent', object }] : []),
    { user: `user:${form.owner.userId}`, relation: 'owner', object },
  ];
}
