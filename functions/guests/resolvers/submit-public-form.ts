import { publicFormArgsSchema } from '../../../schema/src/inputs/guests';
import { updateFormByAction } from '../../forms/resolvers/update-form-by-action';
import { parseInput } from '../../shared/validate';
import type { Guest } from '../guest-caller';
import { ownGuestForm } from '../public-access';
import { publicFormView } from '../public-form-view';

/**
 * submitPublicForm: runs the submit action on the guest's own form, as an owner's submit runs (its required
 * answers checked first, a workflow moved, one conditional write on the status: CONFLICT for the loser of two).
 */
export async function submitPublicForm(guest: Guest, args: unknown) {
  const { formId } = parseInput(publicFormArgsSchema, args);
  const own = await ownGuestForm(guest, formId);
  await updateFormByAction(guest.caller, { input: { formId, actionId: 'submit', expectedStatus: own.form.status } });
  return publicFormView(guest.caller, await ownGuestForm(guest, formId));
}
