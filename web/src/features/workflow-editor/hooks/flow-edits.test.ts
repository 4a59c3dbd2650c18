import { describe, expect, it } from 'vitest';
import { edge, reviewFlow, stateNode } from '../test/flow-fixtures';
import { addNode, connect, newNode, removeSelected, transitionText, updateNode } from './flow-edits';

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
});
