import { labelOfId, type FormStatus } from '../template/form-statuses';
import type { Workflow } from './model';

/** An action (a workflow event) as permissions grant it: its id and the label authors see. */
export interface WorkflowAction {
  id: string;
  label: string;
}

/**
 * What a workflow gives a template's permissions to grant: its states as form statuses (labelled as drawn, in the
 * order they are drawn, the initial state first) and its edge events as actions (the button label when the edge has
 * one), each once.
 */
export function workflowCatalogue(flow: Workflow['flow']): { statuses: FormStatus[]; actions: WorkflowAction[] } {
  const states = flow.nodes.flatMap((node) => (node.type === 'state' ? [node] : []));
  const ordered = [...states.filter((node) => node.data.isInitial), ...states.filter((node) => !node.data.isInitial)];
  const statuses = ordered.map((node) => ({ id: node.id, label: node.data.label.trim() || labelOfId(node.id) }));
  const actions: WorkflowAction[] = [];
  for (const edge of flow.edges) {
    const id = edge.data.event?.trim();
    if (id && !actions.some((action) => action.id === id)) actions.push({ id, label: edge.data.label?.trim() || labelOfId(id) });
  }
  return { statuses, actions };
}

/**
 * The statuses a form's owner needs on a workflow: to see their form in every state of it, and to change it in the
 * state it starts in (where they fill it in). Other states stay as the platform's defaults have them.
 */
export function ownerStatusesOf(flow: Workflow['flow']): { view: string[]; update: string[] } {
  const states = flow.nodes.flatMap((node) => (node.type === 'state' ? [node] : []));
  return { view: states.map((node) => node.id), update: states.filter((node) => node.data.isInitial).map((node) => node.id) };
}
