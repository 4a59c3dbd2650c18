import type { FormAction } from '@schema/template/form-actions';

/** A question a guard condition can test: an option question (by option) or a number question (by comparison). */
export interface ConditionQuestion {
  id: string;
  label: string;
  kind: 'option' | 'number';
  options: ReadonlyArray<{ id: string; label: string }>;
}

/** What the editor offers to choose from: the template's form actions (edge events) and its testable questions. */
export interface EditorCatalogue {
  events: readonly FormAction[];
  questions: readonly ConditionQuestion[];
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
