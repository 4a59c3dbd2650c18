import { availableActionsFor, rolesNamedBy, type ActionCaller, type AvailableAction } from '../../../schema/src/forms/available-actions';
import { allowedEach } from '../../authz/checks';
import { workflowActionsFor } from '../../../schema/src/forms/workflow-actions';
import type { FormRecord, PersonRef, ResponseRecord, TemplateRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { mayStart } from '../../templates/start-access';
import { answersOfForm, type FormWorkflow } from '../workflow-runtime';

/**
 * Who the caller is to a form's actions: its owner or not, which roles the template's permissions name they
 * are a member of (`member` on each role, one BatchCheck; none when the permissions name no role), and
 * whether they may start the template (which copy needs).
 */
export async function actionCallerOf(caller: Caller, form: FormRecord, template: TemplateRecord): Promise<ActionCaller> {
  const named = rolesNamedBy(template);
  const [members, startable] = await Promise.all([
    named.length ? allowedEach(caller, 'member', named.map((roleId) => ({ object: `role:${roleId}` }))) : Promise.resolve([]),
    mayStart(caller, { groupId: form.templateGroupId, programId: template.programId ?? null }),
  ]);
  return {
    template,
    status: form.status,
    isOwner: form.owner.userId === caller.userId,
    roleIds: named.filter((_, index) => members[index]),
    mayStart: startable,
  };
}

/**
 * The actions the caller may run on the form now: for a form that follows a workflow, the events its state
 * offers with the saved answers (plus copy and delete); otherwise the template's catalogue.
 */
export async function availableActionsOf(
  caller: Caller,
  form: FormRecord,
  template: TemplateRecord,
  flow?: { workflow: FormWorkflow; responses: readonly ResponseRecord[] },
): Promise<AvailableAction[]> {
  const actionCaller = await actionCallerOf(caller, form, template);
  if (!flow) return availableActionsFor(actionCaller);
  return workflowActionsFor(actionCaller, flow.workflow.compiled.nextEvents(form.status, answersOfForm(flow.responses)));
}

/** The caller as a status event or an owner records them. */
export function personOf(caller: Caller): PersonRef {
  return { userId: caller.userId, firstName: caller.firstName, lastName: caller.lastName, email: caller.email, campusCode: caller.campusCode };
}
