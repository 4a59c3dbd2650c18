import { allowedEach, assertAllowed, isAllowed } from '../authz/checks';
import type { FormRecord } from '../data/entities';
import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';
import { formFacts, formObject } from './document-role-tuples';
import { workflowOfForm } from './workflow-runtime';

export { formObject, formTuples } from './document-role-tuples';

/** Form permissions depend on the form's status (template permissions list statuses). */
const statusContext = (form: FormRecord) => ({ status: form.status });

// Every check about a form the request has read takes the form's own tuples from its item (formFacts): none
// of them is read from the store, only the shared tuples (cached by the process for at most 5 s).

/** Refuses with FORBIDDEN unless the caller may view the form in its current status. */
export function assertCanReadForm(caller: Caller, form: FormRecord): Promise<void> {
  return assertAllowed(caller, 'can_view', formObject(form.id), {
    context: statusContext(form),
    facts: formFacts(form),
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
    facts: formFacts(form),
    message: 'You do not have permission to change this form.',
  });
  if (await isFinished(form)) throw forbidden('This form has finished its workflow: it can no longer be changed.');
}

/** Whether the caller may change the form in its current status (the rule assertCanWriteForm enforces). */
export async function mayWriteForm(caller: Caller, form: FormRecord): Promise<boolean> {
  const [allowed, finished] = await Promise.all([
    isAllowed(caller, 'can_update', formObject(form.id), statusContext(form), formFacts(form)),
    isFinished(form),
  ]);
  return allowed && !finished;
}

/** Whether the caller may view each form in its status (one BatchCheck). */
export function viewableEach(caller: Caller, forms: FormRecord[]): Promise<boolean[]> {
  return allowedEach(
    caller,
    'can_view',
    forms.map((form) => ({ object: formObject(form.id), context: statusContext(form), facts: formFacts(form) })),
  );
}
