import type { WorkflowNode } from './model';
import type { WorkflowProblem } from './problem';
import { nodeName, nodesById, routesFrom, type Flow, type Route } from './routes';

/** Which way a sub-workflow's child ended: its workflow finished, or it failed (ERROR). */
export type InvokeEnd = 'success' | 'error';

const isTarget = (node: WorkflowNode | undefined, end: InvokeEnd) =>
  node?.type === 'state' && (end === 'success' ? node.data.isInvokeSuccessTarget : node.data.isInvokeErrorTarget) === true;

/**
 * The way the parent takes when its sub-workflow's child ends: the first route out of the invoking state to a state
 * flagged as the invoke-success (or invoke-error) target; none when the flow draws no such way.
 */
export function invokeTargetRoute(flow: Flow, invokingStateId: string, end: InvokeEnd): Route | undefined {
  const nodes = nodesById(flow);
  return routesFrom(flow, invokingStateId).find((route) => isTarget(nodes.get(route.target), end));
}

/** Whether a route is taken by a sub-workflow's end (so it needs no event of its own). */
export function isInvokeRoute(route: Route, nodes: Map<string, WorkflowNode>): boolean {
  const source = nodes.get(route.source);
  if (source?.type !== 'state' || !source.data.subWorkflowConfig) return false;
  const target = nodes.get(route.target);
  return isTarget(target, 'success') || isTarget(target, 'error');
}

/** A state that starts a sub-workflow needs a way to a success target, or a finished child could not move its parent. */
export function checkSubWorkflows(flow: Flow, nodes: Map<string, WorkflowNode>): WorkflowProblem[] {
  return flow.nodes.flatMap((node) =>
    node.type === 'state' && node.data.subWorkflowConfig && (node.data.isFinal || !invokeTargetRoute(flow, node.id, 'success'))
      ? [
          {
            code: 'SUB_WORKFLOW_WITHOUT_SUCCESS_TARGET' as const,
            nodeId: node.id,
            message: `State ${nodeName(nodes.get(node.id), node.id)} starts a sub-workflow, so it needs an edge to a state marked as the sub-workflow success target.`,
          },
        ]
      : [],
  );
}
