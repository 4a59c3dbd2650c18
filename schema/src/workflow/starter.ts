import type { StateNodeData, Workflow, WorkflowEdge, WorkflowNode } from './model';

const state = (id: string, label: string, x: number, flags: Partial<StateNodeData> = {}): WorkflowNode => ({
  id,
  type: 'state',
  position: { x, y: 0 },
  data: { label, isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [], ...flags },
});

const edge = (source: string, target: string, event: string, label: string): WorkflowEdge => ({
  id: `${source}-${event}`,
  source,
  target,
  data: { event, label, integrationServiceTriggers: [], notificationTriggers: [] },
});

/** The flow a new workflow starts with: Draft (initial) → Submitted → Approved (final), by submit and approve. */
export function starterFlow(): Workflow['flow'] {
  return {
    nodes: [state('draft', 'Draft', 0, { isInitial: true }), state('submitted', 'Submitted', 240), state('approved', 'Approved', 480, { isFinal: true })],
    edges: [edge('draft', 'submitted', 'submit', 'Submit'), edge('submitted', 'approved', 'approve', 'Approve')],
  };
}
