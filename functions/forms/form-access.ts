import { allowedEach, assertAllowed, isAllowed } from '../authz/checks';
import type { TupleKey } from '../authz/engine/types';
import type { FormRecord } from '../data/entities';
import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { workflowOfForm } from './workflow-runtime';

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

/** Whether the form's workflow has finished: a form in a final state is a record that nobody changes any more. */
async function isFinished(form: FormRecord): Promise<boolean> {
  const workflow = workflowOfForm(form);
  return workflow ? (await workflow).compiled.isFinal(form.status) : false;
}

/** Refuses with FORBIDDEN unless the caller may change the form in its current status (and it is not finished). */
export async function assertCanWriteForm(caller: Caller, form: FormRecord): Promise<void> {
  await assertAllowed(caller, 'can_update', formObject(form.id), {
    context: statusContext(form),
    message: 'You do not have permission to change this form.',
  });
  if (await isFinished(form)) throw forbidden('This form has finished its workflow: it can no longer be changed.');
}

/** Whether the caller may change the form in its current status (the rule assertCanWriteForm enforces). */
export async function mayWriteForm(caller: Caller, form: FormRecord): Promise<boolean> {
  const [allowed, finished] = await Promise.all([isAllowed(caller, 'can_update', formObject(form.id), statusContext(form)), isFinished(form)]);
  return allowed && !finished;
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
