import { publicFormArgsSchema } from '../../../schema/src/inputs/guests';
import { parseInput } from '../../shared/validate';
import type { Guest } from '../guest-caller';
import { ownGuestForm } from '../public-access';
import { publicFormView } from '../public-form-view';

/** publicForm: the calling guest's own form. */
export async function publicForm(guest: Guest, args: unknown) {
  const { formId } = parseInput(publicFormArgsSchema, args);
  return publicFormView(guest.caller, await ownGuestForm(guest, formId));
}
