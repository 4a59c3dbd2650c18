import { describe, expect, it } from 'vitest';
import { ownerStatusesOf, workflowCatalogue } from './catalogue';
import type { Workflow } from './model';

const state = (id: string, label: string, isInitial = false) => ({
  id,
  type: 'state' as const,
  position: { x: 0, y: 0 },
  data: { label, isInitial, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [] },
});
const edge = (id: string, source: string, target: string, event: string | null, label: string | null = null) => ({
  id,
  source,
  target,
  data: { event, label, notificationTriggers: [], integrationServiceTriggers: [] },
});

describe('workflowCatalogue', () => {
  const flow: Workflow['flow'] = {
    nodes: [state('under_review', 'Under review'), state('draft', 'Draft', true), state('approved', '')],
    edges: [
      edge('e1', 'draft', 'under_review', 'submit'),
      edge('e2', 'under_review', 'approved', 'approve', 'Approve form'),
      edge('e3', 'under_review', 'draft', 'request_revisions'),
      edge('e4', 'draft', 'under_review', 'submit', 'Send again'),
      edge('e5', 'under_review', 'approved', null),
    ],
  };

  it('lists the states as statuses, the initial one first, labelled as drawn or from their id', () => {
    expect(workflowCatalogue(flow).statuses).toEqual([
      { id: 'draft', label: 'Draft' },
      { id: 'under_review', label: 'Under review' },
      { id: 'approved', label: 'Approved' },
    ]);
  });

  it('lists each edge event once as an action, with its button label when it has one', () => {
    expect(workflowCatalogue(flow).actions).toEqual([
      { id: 'submit', label: 'Submit' },
      { id: 'approve', label: 'Approve form' },
      { id: 'request_revisions', label: 'Request Revisions' },
    ]);
  });
});

describe('ownerStatusesOf', () => {
  it("lets the owner see every state and change the form in the one it starts in", () => {
    const flow: Workflow['flow'] = { nodes: [state('draft', 'Draft', true), state('rework', 'Rework'), state('signed_off', 'Signed off')], edges: [] };
    expect(ownerStatusesOf(flow)).toEqual({ view: ['draft', 'rework', 'signed_off'], update: ['draft'] });
  });
});
