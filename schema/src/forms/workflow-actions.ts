import type { NextEvent } from '../workflow/compile';
import { availableActionsFor, isGranted, presentation, type ActionCaller, type AvailableAction } from './available-actions';

/**
 * Whether the caller may send a workflow event now: only by a role the template grants the event to in the
 * form's status (the owner through the built-in `owner` role). An event granted to nobody runs for nobody.
 */
export function mayRunWorkflowEvent(eventId: string, caller: ActionCaller): boolean {
  return isGranted(eventId, caller);
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
