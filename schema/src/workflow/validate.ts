import type { AnswerCondition, Workflow, WorkflowNode } from './model';
import { edgesBySource, nodeName, nodesById, type Flow } from './routes';
import type { WorkflowProblem } from './problem';
import { checkGuards, type WorkflowQuestion } from './validate-guards';
import { checkSubWorkflows } from './validate-sub-workflows';
import { checkInertRoutes, checkSentEvents } from './validate-wiring';

export type { WorkflowProblem, WorkflowProblemCode } from './problem';
export type { WorkflowQuestion } from './validate-guards';

/** What validation may know beyond the flow: the questions of the template the workflow is for. */
export interface WorkflowContextInfo {
  questions?: readonly WorkflowQuestion[];
}

type Check = (flow: Flow, nodes: Map<string, WorkflowNode>) => WorkflowProblem[];

const checkInitial: Check = (flow, nodes) => {
  const initial = flow.nodes.filter((node) => node.type === 'state' && node.data.isInitial);
  if (initial.length === 0) return [{ code: 'NO_INITIAL_STATE', message: 'The workflow has no initial state: mark one state as initial.' }];
  return initial.slice(1).map((node) => ({
    code: 'SEVERAL_INITIAL_STATES' as const,
    nodeId: node.id,
    message: `State ${nodeName(nodes.get(node.id), node.id)} is marked initial, but ${nodeName(initial[0], initial[0]!.id)} is already: keep one initial state.`,
  }));
};

const checkEdges: Check = (flow, nodes) =>
  flow.edges.flatMap((edge) => {
    const problems: WorkflowProblem[] = [];
    for (const end of [edge.source, edge.target]) {
      if (!nodes.has(end)) problems.push({ code: 'EDGE_UNKNOWN_NODE', edgeId: edge.id, message: `Edge "${edge.id}" joins node "${end}", which is not in the workflow.` });
    }
    const days = edge.data.autoTransitionDays;
    if (days != null && !(Number.isInteger(days) && days >= 1 && days <= 365)) {
      const from = nodeName(nodes.get(edge.source), edge.source);
      problems.push({ code: 'BAD_AUTO_TRANSITION', edgeId: edge.id, message: `The auto-transition out of ${from} must be a whole number of days from 1 to 365 (it is ${days}).` });
    }
    return problems;
  });

const checkStateIds: Check = (flow) =>
  flow.nodes
    .filter((node) => node.type === 'state' && !/^[A-Za-z0-9_-]+$/.test(node.id))
    .map((node) => ({ code: 'BAD_STATE_ID' as const, nodeId: node.id, message: `State ${nodeName(node, node.id)} needs an id of letters, digits, "_" or "-" (it is "${node.id}").` }));

const checkReachable: Check = (flow, nodes) => {
  const initial = flow.nodes.filter((node) => node.type === 'state' && node.data.isInitial);
  if (initial.length !== 1) return [];
  const bySource = edgesBySource(flow);
  const seen = new Set([initial[0]!.id]);
  const queue = [initial[0]!.id];
  while (queue.length > 0) {
    for (const edge of bySource.get(queue.shift()!) ?? []) {
      if (!nodes.has(edge.target) || seen.has(edge.target)) continue;
      seen.add(edge.target);
      queue.push(edge.target);
    }
  }
  return flow.nodes
    .filter((node) => node.type === 'state' && !seen.has(node.id))
    .map((node) => ({ code: 'UNREACHABLE_STATE' as const, nodeId: node.id, message: `State ${nodeName(node, node.id)} cannot be reached from the initial state.` }));
};

const checkFinal: Check = (flow) => {
  const bySource = edgesBySource(flow);
  return flow.nodes
    .filter((node) => node.type === 'state' && node.data.isFinal && (bySource.get(node.id)?.length ?? 0) > 0)
    .map((node) => ({ code: 'FINAL_STATE_HAS_EVENTS' as const, nodeId: node.id, message: `State ${nodeName(node, node.id)} is final, so it cannot have outgoing events.` }));
};

/** Two edges out of one state with one event, both straight to a state: the machine could not choose. */
const checkDuplicateEvents: Check = (flow, nodes) =>
  [...edgesBySource(flow)].flatMap(([source, edges]) => {
    if (nodes.get(source)?.type !== 'state') return [];
    const seen = new Set<string>();
    return edges
      .filter((edge) => edge.data.event && nodes.get(edge.target)?.type === 'state')
      .filter((edge) => (seen.has(edge.data.event!) ? true : (seen.add(edge.data.event!), false)))
      .map((edge) => ({
        code: 'DUPLICATE_EVENT' as const,
        nodeId: source,
        edgeId: edge.id,
        message: `State ${nodeName(nodes.get(source), source)} has two "${edge.data.event}" events without guards: add a guard or rename one.`,
      }));
  });

/**
 * Every problem that keeps a workflow from being published or attached to a published template, in a stable
 * order. With the template's questions, guard conditions must name its questions and options; with its jobs,
 * each job must send an event its state has.
 */
export function workflowProblems(workflow: Pick<Workflow, 'flow'> & { jobs?: Workflow['jobs'] }, info: WorkflowContextInfo = {}): WorkflowProblem[] {
  const nodes = nodesById(workflow.flow);
  const checks: Check[] = [checkInitial, checkStateIds, checkEdges, checkReachable, checkFinal, checkDuplicateEvents, checkInertRoutes, checkSubWorkflows];
  return [
    ...checks.flatMap((check) => check(workflow.flow, nodes)),
    ...checkGuards(workflow.flow, nodes, info.questions),
    ...checkSentEvents(workflow.flow, nodes, workflow.jobs),
  ];
}

/** Every question id a condition reads, nested ones included. */
export function conditionQuestionIds(condition: AnswerCondition): string[] {
  return condition.type === 'logic' ? condition.conditions.flatMap(conditionQuestionIds) : [condition.questionId];
}
