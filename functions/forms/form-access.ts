import type { FormRecord } from '../data/entities';
import type { Caller } from '../shared/caller';
import { forbidden } from '../shared/errors';

/**
 * Who may read and write a form. For now only its owner: the authorization issue replaces this with the
 * relationship engine (document roles, program roles, campus administrators).
 */
export function canAccessForm(caller: Caller, form: FormRecord): boolean {
  return form.owner.userId === caller.userId;
}

export function assertCanReadForm(caller: Caller, form: FormRecord): void {
  if (!canAccessForm(caller, form)) throw forbidden('You do not have permission to view this form.');
}

export function assertCanWriteForm(caller: Caller, form: FormRecord): void {
  if (!canAccessForm(caller, form)) throw forbidden('You do not have permission to change this form.');
}
