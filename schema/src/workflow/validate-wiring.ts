import type { ScheduledJob, WorkflowNode } from './model';
import type { WorkflowProblem } from './problem';
import { nodeName, routesFrom, type Flow } from './routes';
import { isInvokeRoute } from './validate-sub-workflows';

/** The events that leave each state (through guards too). */
function eventsByState(flow: Flow): Map<string, Set<string>> {
  const events = new Map<string, Set<string>>();
  for (const node of flow.nodes) {
    if (node.type !== 'state') continue;
    events.set(node.id, new Set(routesFrom(flow, node.id).flatMap((route) => (route.event ? [route.event] : []))));
  }
  return events;
}

/**
 * Ways out of a state that nothing can take: no event, no auto-transition and no always-guard on the path (a way
 * from a sub-workflow's state to its success or error target is taken when the child ends).
 */
export function checkInertRoutes(flow: Flow, nodes: Map<string, WorkflowNode>): WorkflowProblem[] {
  return flow.nodes.flatMap((node) =>
    node.type !== 'state' || node.data.isFinal
      ? []
      : routesFrom(flow, node.id)
          .filter((route) => !route.event && !route.always && route.days == null && !isInvokeRoute(route, nodes))
          .map((route) => ({
            code: 'EDGE_WITHOUT_TRIGGER' as const,
            nodeId: node.id,
            edgeId: route.edgeIds[0]!,
            message: `The way from ${nodeName(node, node.id)} to ${nodeName(nodes.get(route.target), route.target)} has no event, auto-transition or always-guard, so it is never taken.`,
          })),
  );
}

/**
 * Integration callbacks and scheduled jobs send events: each must be one the receiving state has. A state's
 * triggers call back to that state; an edge's to the state the edge leads to (when it leads to one directly).
 */
export function checkSentEvents(flow: Flow, nodes: Map<string, WorkflowNode>, jobs: readonly ScheduledJob[] = []): WorkflowProblem[] {
  const events = eventsByState(flow);
  const problems: WorkflowProblem[] = [];
  const senders = [
    ...flow.nodes.flatMap((node) => (node.type === 'state' ? node.data.integrationServiceTriggers.map((trigger) => ({ trigger, stateId: node.id, nodeId: node.id })) : [])),
    ...flow.edges.flatMap((edge) => (nodes.get(edge.target)?.type === 'state' ? (edge.data.integrationServiceTriggers ?? []).map((trigger) => ({ trigger, stateId: edge.target, edgeId: edge.id })) : [])),
  ];
  for (const { trigger, stateId, ...at } of senders) {
    for (const event of [trigger.successEvent, trigger.errorEvent]) {
      if (!event || events.get(stateId)?.has(event)) continue;
      const state = nodeName(nodes.get(stateId), stateId);
      problems.push({ code: 'INTEGRATION_UNKNOWN_EVENT', ...at, message: `Integration "${trigger.name}" calls back with "${event}", but state ${state} has no such event.` });
    }
  }
  for (const job of jobs) {
    if (!events.has(job.workflowStateId)) {
      problems.push({ code: 'JOB_UNKNOWN_STATE', message: `Job "${job.name}" acts on state "${job.workflowStateId}", which is not in the workflow.` });
    } else if (!events.get(job.workflowStateId)!.has(job.event)) {
      const state = nodeName(nodes.get(job.workflowStateId), job.workflowStateId);
      problems.push({ code: 'JOB_UNKNOWN_EVENT', nodeId: job.workflowStateId, message: `Job "${job.name}" sends "${job.event}", but state ${state} has no such event.` });
    }
  }
  return problems;
}
