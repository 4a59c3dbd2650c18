import { describe, expect, it } from 'vitest';
import type { StateNodeData, WorkflowNode } from './model';
import { workflowProblems } from './validate';
import { invokeTargetRoute } from './validate-sub-workflows';
import { edgeOf, stateNode, workflowOf } from './workflow-fixtures';

const withData = (node: WorkflowNode, data: Partial<StateNodeData>): WorkflowNode => ({ ...node, data: { ...node.data, ...data } }) as WorkflowNode;
const config = { templateId: 'tpl-permit', templateName: 'Hot work permit' };

/** draft -submit-> permit (starts a sub-workflow) -> granted (success target) | denied (error target); permit -cancel-> cancelled. */
const permitFlow = (targets: { success?: boolean; error?: boolean } = { success: true, error: true }) =>
  workflowOf(
    [
      stateNode('draft', { initial: true, label: 'Draft' }),
      withData(stateNode('permit', { label: 'Awaiting permit' }), { subWorkflowConfig: config }),
      withData(stateNode('granted', { final: true, label: 'Granted' }), { isInvokeSuccessTarget: targets.success }),
      withData(stateNode('denied', { final: true, label: 'Denied' }), { isInvokeErrorTarget: targets.error }),
      stateNode('cancelled', { final: true, label: 'Cancelled' }),
    ],
    [edgeOf('draft', 'permit', 'submit'), edgeOf('permit', 'granted'), edgeOf('permit', 'denied'), edgeOf('permit', 'cancelled', 'cancel')],
  );

describe('workflowProblems: sub-workflows', () => {
  it('accepts a sub-workflow state whose ways to its success and error targets have no event', () => {
    expect(workflowProblems(permitFlow())).toEqual([]);
  });

  it('names a sub-workflow state without a way to a success target', () => {
    const problems = workflowProblems(permitFlow({ error: true }));

    expect(problems).toContainEqual({
      code: 'SUB_WORKFLOW_WITHOUT_SUCCESS_TARGET',
      nodeId: 'permit',
      message: 'State "Awaiting permit" starts a sub-workflow, so it needs an edge to a state marked as the sub-workflow success target.',
    });
  });

  it('still names an event-less way out of a sub-workflow state that leads to no target', () => {
    const problems = workflowProblems(permitFlow({ success: true }));

    expect(problems.map((problem) => [problem.code, problem.edgeId])).toEqual([['EDGE_WITHOUT_TRIGGER', 'permit>denied']]);
  });
});

describe('invokeTargetRoute', () => {
  it('finds the way from the invoking state to its success and its error target', () => {
    const flow = permitFlow().flow;

    expect(invokeTargetRoute(flow, 'permit', 'success')).toMatchObject({ target: 'granted', edgeIds: ['permit>granted'] });
    expect(invokeTargetRoute(flow, 'permit', 'error')).toMatchObject({ target: 'denied', edgeIds: ['permit>denied'] });
  });

  it('finds nothing when the flow draws no way to the target', () => {
    expect(invokeTargetRoute(permitFlow({ success: true }).flow, 'permit', 'error')).toBeUndefined();
  });
});
