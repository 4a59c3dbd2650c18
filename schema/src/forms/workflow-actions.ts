import type { NextEvent } from '../workflow/compile';
import { availableActionsFor, presentation, type ActionCaller, type ActionPermission, type AvailableAction } from './available-actions';

// Grants on a subform element are about that subform's forms, not about this form's buttons.
const formLevel = (permission: ActionPermission) => !permission.subformElementId;

/**
 * Whether the caller may send a workflow event now: by a role the template grants the event to in the form's
 * status; when the template grants it to nobody, the owner may (as with submit on forms without a workflow).
 */
export function mayRunWorkflowEvent(eventId: string, caller: ActionCaller): boolean {
  const grants = caller.template.permissions.filter((permission) => formLevel(permission) && permission.action.id === eventId);
  if (grants.length === 0) return caller.isOwner;
  return grants.some((grant) => caller.roleIds.includes(grant.roleId) && grant.statuses.includes(caller.status));
}

/**
 * The actions the caller may run on a form that follows a workflow: the events its current state offers with
 * the saved answers (labelled by their edge), then copy and delete as on any form. Comment stays in its panel.
 */
export function workflowActionsFor(caller: ActionCaller, events: readonly NextEvent[]): AvailableAction[] {
  const settings = caller.template.actionSettings;
  const submitLeads = !settings.some((setting) => setting.isPrimaryBtn);
  const eventIds = new Set(events.map((event) => event.id));
  const moves = events
    .filter((event) => mayRunWorkflowEvent(event.id, caller))
    .map((event) => presentation(event, settings.find((setting) => setting.action === event.id), submitLeads));
  const others = availableActionsFor(caller).filter((action) => (action.id === 'copy' || action.id === 'delete') && !eventIds.has(action.id));
  return [...moves, ...others];
}
