import { describe, expect, it } from 'vitest';
import { edge, reviewFlow, stateNode } from '../test/flow-fixtures';
import { addNode, connect, freePosition, newNode, outgoingEvents, removeSelected, renameNode, stateIdProblem, transitionText, updateNode, type Flow } from './flow-edits';

describe('flow edits', () => {
  it('gives a new node the first free id and makes the first state initial', () => {
    const first = newNode({ nodes: [], edges: [] }, 'state', { x: 0, y: 0 });
    const flow = addNode({ nodes: [], edges: [] }, first);
    const second = newNode(flow, 'state', { x: 0, y: 0 });

    expect(first).toMatchObject({ id: 'state_1', data: { isInitial: true } });
    expect(second).toMatchObject({ id: 'state_2', data: { isInitial: false } });
  });

  it('pairs a new else-guard with the first guard', () => {
    const guard = newNode(reviewFlow, 'guard', { x: 0, y: 0 });
    const flow = addNode(reviewFlow, guard);

    expect(newNode(flow, 'elseGuard', { x: 0, y: 0 })).toMatchObject({ type: 'elseGuard', data: { pairedGuardId: guard.id } });
  });

  it('refuses a transition from a node to itself or to a node that is not there', () => {
    expect(connect(reviewFlow, 'draft', 'draft')).toBeNull();
    expect(connect(reviewFlow, 'draft', 'missing')).toBeNull();
    expect(connect(reviewFlow, 'submitted', 'approved', 'approve')?.flow.edges.at(-1)).toMatchObject({ id: 'submitted_to_approved_1', data: { event: 'approve' } });
  });

  it('keeps one initial state when another is made initial', () => {
    const flow = updateNode(reviewFlow, 'submitted', (node) => (node.type === 'state' ? { ...node, data: { ...node.data, isInitial: true } } : node));

    expect(flow.nodes.filter((node) => node.type === 'state' && node.data.isInitial).map((node) => node.id)).toEqual(['submitted']);
  });

  it('removes a node with every transition into or out of it', () => {
    const flow = { ...reviewFlow, edges: [...reviewFlow.edges, edge('back', 'submitted', 'draft', 'request_revisions')] };

    expect(removeSelected(flow, { kind: 'node', id: 'submitted' })).toEqual({ nodes: [reviewFlow.nodes[0], reviewFlow.nodes[2]], edges: [] });
  });

  it('writes a transition as text with its event, label or auto-transition', () => {
    const flow = { nodes: [stateNode('draft', 'Draft'), stateNode('closed', '')], edges: [] };

    expect(transitionText(flow, edge('a', 'draft', 'closed', 'submit'))).toBe('Draft —submit→ closed');
    expect(transitionText(flow, { ...edge('b', 'draft', 'closed'), data: { ...edge('b', 'draft', 'closed').data, autoTransitionDays: 3 } })).toBe('Draft —after 3 days→ closed');
    expect(transitionText(flow, edge('c', 'draft', 'closed'))).toBe('Draft → closed');
  });

  it('renames a state with every transition from or to it and every job in it', () => {
    const flow = { ...reviewFlow, edges: [...reviewFlow.edges, edge('back', 'submitted', 'draft', 'request_revisions'), edge('on', 'submitted', 'approved', 'approve')] };
    const jobs = [
      { id: 'job_1', name: 'Nudge', description: null, cronExpression: '0 9 * * 1', event: 'remind', workflowStateId: 'submitted' },
      { id: 'job_2', name: 'Close', description: null, cronExpression: '0 0 1 * *', event: 'close', workflowStateId: 'draft' },
    ];

    const renamed = renameNode(flow, jobs, 'submitted', 'under_review');

    expect(renamed.flow.nodes.map((node) => node.id)).toEqual(['draft', 'under_review', 'approved']);
    expect(renamed.flow.edges.map((item) => [item.id, item.source, item.target])).toEqual([
      ['draft_to_submitted', 'draft', 'under_review'],
      ['back', 'under_review', 'draft'],
      ['on', 'under_review', 'approved'],
    ]);
    expect(renamed.jobs.map((job) => job.workflowStateId)).toEqual(['under_review', 'draft']);
  });

  it('keeps else-guards paired with a renamed guard', () => {
    const flow: Flow = {
      nodes: [...reviewFlow.nodes, { id: 'check', type: 'guard', position: { x: 0, y: 0 }, data: { label: 'Risky?', conditions: [] } }, { id: 'else_1', type: 'elseGuard', position: { x: 0, y: 0 }, data: { label: 'Else', pairedGuardId: 'check' } }],
      edges: [edge('to_check', 'submitted', 'check', 'approve')],
    };

    const renamed = renameNode(flow, [], 'check', 'risk_check');

    expect(renamed.flow.nodes.at(-1)).toMatchObject({ id: 'else_1', data: { pairedGuardId: 'risk_check' } });
    expect(renamed.flow.edges[0]).toMatchObject({ source: 'submitted', target: 'risk_check' });
  });

  it('refuses a state id that is empty, not lower_snake_case or already used, and leaves the flow as it was', () => {
    expect(stateIdProblem(reviewFlow, 'submitted', '')).toBe('Enter a status id.');
    expect(stateIdProblem(reviewFlow, 'submitted', 'Under-Review')).toMatch(/lower_snake_case/);
    expect(stateIdProblem(reviewFlow, 'submitted', '1st_review')).toMatch(/lower_snake_case/);
    expect(stateIdProblem(reviewFlow, 'submitted', 'approved')).toBe('"approved" is already used by another step or transition.');
    expect(stateIdProblem(reviewFlow, 'submitted', 'draft_to_submitted')).toMatch(/already used/);
    expect(stateIdProblem(reviewFlow, 'submitted', 'submitted')).toBeNull();
    expect(stateIdProblem(reviewFlow, 'submitted', 'under_review_2')).toBeNull();
    expect(renameNode(reviewFlow, [], 'submitted', 'approved').flow).toBe(reviewFlow);
  });

  it('lists the events of the transitions out of a node, each once', () => {
    const flow = { ...reviewFlow, edges: [...reviewFlow.edges, edge('a', 'draft', 'approved', 'approve'), edge('b', 'draft', 'approved', 'submit'), edge('c', 'draft', 'approved')] };

    expect(outgoingEvents(flow, 'draft')).toEqual(['submit', 'approve']);
    expect(outgoingEvents(flow, 'approved')).toEqual([]);
  });
});

describe('freePosition', () => {
  const at = (id: string, x: number, y: number) => ({ id, type: 'state' as const, position: { x, y }, data: { label: id, isInitial: false, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [] } });

  it('keeps the spot asked for when it is free', () => {
    expect(freePosition({ nodes: [at('a', 600, 600)], edges: [] }, { x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('moves a new node below the nodes already at the spot, so repeated adds do not pile up', () => {
    const spot = freePosition({ nodes: [at('a', 0, 0), at('b', 10, 120)], edges: [] }, { x: 0, y: 0 });
    expect(spot).toEqual({ x: 0, y: 240 });
  });
});
