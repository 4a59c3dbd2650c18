import type { FormAction } from '@schema/template/form-actions';

/** A question a guard condition can test: an option question (by option) or a number question (by comparison). */
export interface ConditionQuestion {
  id: string;
  label: string;
  kind: 'option' | 'number';
  options: ReadonlyArray<{ id: string; label: string }>;
}

/** A notification template a trigger may send (the template group's notifications tab). */
export interface NotificationChoice {
  id: string;
  name: string;
  kind: 'EMAIL' | 'TODO';
}

/** A published template a sub-workflow may start child forms from. */
export interface SubWorkflowChoice {
  templateId: string;
  templateName: string;
  /** Its template group. */
  referenceId: string;
  workflowMachineId: string | null;
  isSubform: boolean;
}

/**
 * What the editor offers to choose from: the template's form actions (edge events), its testable questions, and
 * (when loaded) the group's notification templates and the templates a sub-workflow may start from.
 */
export interface EditorCatalogue {
  events: readonly FormAction[];
  questions: readonly ConditionQuestion[];
  notificationTemplates?: readonly NotificationChoice[];
  subWorkflowTemplates?: readonly SubWorkflowChoice[];
}

/** Events every workflow commonly uses besides the form's own actions. */
export const commonWorkflowEvents: readonly FormAction[] = [
  { id: 'approve', label: 'Approve' },
  { id: 'reject', label: 'Reject' },
  { id: 'request_revisions', label: 'Request revisions' },
];

/** The events an edge may be taken by: the catalogue's, then the common ones it lacks. */
export function eventChoices(catalogue: EditorCatalogue): FormAction[] {
  const events = [...catalogue.events];
  for (const event of commonWorkflowEvents) if (!events.some((known) => known.id === event.id)) events.push(event);
  return events;
}

/** An empty catalogue, for an editor shown without a template. */
export const emptyCatalogue: EditorCatalogue = { events: [], questions: [] };
