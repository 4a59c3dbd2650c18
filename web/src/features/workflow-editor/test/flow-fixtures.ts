import type { WorkflowEdge, WorkflowNode } from '@schema/workflow/model';
import type { EditorCatalogue } from '../hooks/editor-catalogue';
import type { Flow } from '../hooks/flow-edits';

/** A state node for tests. */
export function stateNode(id: string, label: string, x = 0, y = 0, flags: { isInitial?: boolean; isFinal?: boolean } = {}): WorkflowNode {
  return { id, type: 'state', position: { x, y }, data: { label, description: null, isInitial: flags.isInitial ?? false, isFinal: flags.isFinal ?? false, notificationTriggers: [], integrationServiceTriggers: [] } };
}

/** An edge for tests. */
export function edge(id: string, source: string, target: string, event: string | null = null): WorkflowEdge {
  return { id, source, target, data: { event, label: null, autoTransitionDays: null, integrationServiceTriggers: [], notificationTriggers: [] } };
}

/** Draft —submit→ Submitted, and an approved state not yet reached. */
export const reviewFlow: Flow = {
  nodes: [stateNode('draft', 'Draft', 0, 0, { isInitial: true }), stateNode('submitted', 'Submitted', 0, 200), stateNode('approved', 'Approved', 0, 400, { isFinal: true })],
  edges: [edge('draft_to_submitted', 'draft', 'submitted', 'submit')],
};

/** A template's catalogue: its form actions and an option question. */
export const catalogue: EditorCatalogue = {
  events: [
    { id: 'submit', label: 'Submit' },
    { id: 'copy', label: 'Copy' },
  ],
  questions: [{ id: 'q-risk', label: 'Risk level', kind: 'option', options: [{ id: 'high', label: 'High' }, { id: 'low', label: 'Low' }] }],
};
