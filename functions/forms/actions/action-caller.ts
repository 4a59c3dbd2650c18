import { availableActionsFor, rolesNamedBy, type ActionCaller, type AvailableAction } from '../../../schema/src/forms/available-actions';
import { allowedEach } from '../../authz/checks';
import type { FormRecord, PersonRef, TemplateRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';

/**
 * Who the caller is to a form's actions: its owner or not, and which roles the template's permissions name
 * they are a member of (`member` on each role, one BatchCheck; none when the permissions name no role).
 */
export async function actionCallerOf(caller: Caller, form: FormRecord, template: TemplateRecord): Promise<ActionCaller> {
  const named = rolesNamedBy(template);
  const members = named.length ? await allowedEach(caller, 'member', named.map((roleId) => ({ object: `role:${roleId}` }))) : [];
  return {
    template,
    status: form.status,
    isOwner: form.owner.userId === caller.userId,
    roleIds: named.filter((_, index) => members[index]),
  };
}

/** The actions the caller may run on the form now. */
export async function availableActionsOf(caller: Caller, form: FormRecord, template: TemplateRecord): Promise<AvailableAction[]> {
  return availableActionsFor(await actionCallerOf(caller, form, template));
}

/** The caller as a status event or an owner records them. */
export function personOf(caller: Caller): PersonRef {
  return { userId: caller.userId, firstName: caller.firstName, lastName: caller.lastName, email: caller.email, campusCode: caller.campusCode };
}
