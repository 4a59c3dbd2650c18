import { describe, expect, it } from 'vitest';
import type { WorkflowEdge, WorkflowNode } from '@schema/workflow/model';
import { edge, stateNode } from '../test/flow-fixtures';
import type { Flow } from './flow-edits';
import { boxesOverlap, layoutFlow, type Box } from './flow-layout';

const guard = (id: string, label: string): WorkflowNode => ({ id, type: 'guard', position: { x: 0, y: 0 }, data: { label, conditions: [] } });
const after = (edgeOf: WorkflowEdge, days: number): WorkflowEdge => ({ ...edgeOf, data: { ...edgeOf.data, autoTransitionDays: days } });

/** The review workflow the README and the workflow walk-through draw, every node stacked where it was added. */
const reviewWorkflow: Flow = {
  nodes: [
    stateNode('draft', 'Draft', 0, 0, { isInitial: true }),
    stateNode('submitted', 'Submitted'),
    stateNode('under_review', 'Under review'),
    stateNode('revisions_requested', 'Revisions requested'),
    guard('guard_1', 'Hazards controlled'),
    stateNode('approved', 'Approved', 0, 0, { isFinal: true }),
  ],
  edges: [
    edge('draft-submit', 'draft', 'submitted', 'submit'),
    edge('submitted-approve', 'submitted', 'guard_1', 'approve'),
    edge('guard-approved', 'guard_1', 'approved'),
    edge('submitted-revise', 'submitted', 'revisions_requested', 'request_revisions'),
    edge('revised-submit', 'revisions_requested', 'submitted', 'submit'),
    edge('review-approve', 'under_review', 'approved', 'approve'),
    edge('review-revise', 'under_review', 'revisions_requested', 'request_revisions'),
    after(edge('submitted-review', 'submitted', 'under_review'), 7),
    edge('submitted-comment', 'submitted', 'submitted', 'comment'),
  ],
};

const sizeOf = (id: string) => (id.startsWith('guard') ? { width: 120, height: 120 } : { width: 180, height: 64 });

function nodeBoxes(flow: Flow, placed: ReturnType<typeof layoutFlow>): Box[] {
  return flow.nodes.map((node) => ({ ...placed.nodes.get(node.id)!, ...sizeOf(node.id) }));
}

describe('layoutFlow', () => {
  it('gives every transition of the review workflow a label box that no other label or step overlaps', () => {
    // Act
    const placed = layoutFlow(reviewWorkflow, sizeOf);

    // Assess
    const labels = reviewWorkflow.edges.flatMap((each) => (placed.edges.get(each.id)?.label ? [placed.edges.get(each.id)!.label!] : []));
    expect(labels).toHaveLength(reviewWorkflow.edges.length - 1); // the guard's way on prints no label
    const boxes = [...labels, ...nodeBoxes(reviewWorkflow, placed)];
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) expect(boxesOverlap(box, other), `${JSON.stringify(box)} and ${JSON.stringify(other)}`).toBe(false);
    }
  });

  it('places steps apart, and routes each transition from its source to its target', () => {
    const placed = layoutFlow(reviewWorkflow, sizeOf);

    const steps = nodeBoxes(reviewWorkflow, placed);
    for (const [index, box] of steps.entries()) for (const other of steps.slice(index + 1)) expect(boxesOverlap(box, other)).toBe(false);
    for (const each of reviewWorkflow.edges) expect(placed.edges.get(each.id)?.points.length).toBeGreaterThan(1);
    // Left to right: a step's transitions leave on its right towards later steps.
    expect(placed.nodes.get('draft')!.x).toBeLessThan(placed.nodes.get('submitted')!.x);
  });

  it('gives two transitions between the same steps a label each, apart', () => {
    const flow: Flow = { nodes: [stateNode('a', 'A'), stateNode('b', 'B')], edges: [edge('e1', 'a', 'b', 'approve'), edge('e2', 'a', 'b', 'approve_with_notes')] };

    const placed = layoutFlow(flow, sizeOf);

    expect(boxesOverlap(placed.edges.get('e1')!.label!, placed.edges.get('e2')!.label!)).toBe(false);
  });

  it('keeps labels apart top to bottom too (a phone)', () => {
    const placed = layoutFlow(reviewWorkflow, sizeOf, 'TB');

    const boxes = [...[...placed.edges.values()].flatMap((route) => (route.label ? [route.label] : [])), ...nodeBoxes(reviewWorkflow, placed)];
    for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) expect(boxesOverlap(box, other)).toBe(false);
    expect(placed.nodes.get('draft')!.y).toBeLessThan(placed.nodes.get('submitted')!.y);
  });
});
