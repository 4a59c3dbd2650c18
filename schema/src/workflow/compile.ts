import { allConditionsHold, type WorkflowAnswers } from './conditions';
import { workflowMachine } from './machine';
import type { GuardNodeData, StateNodeData, Workflow, WorkflowNode } from './model';
import { nodeName, nodesById, readableEvent, routesFrom, type Route } from './routes';
import { workflowProblems, type WorkflowProblem } from './validate';

/** An event a form can take now, as its action buttons show it. */
export interface NextEvent {
  id: string;
  label: string;
}

/** An auto-transition out of a state: taken by itself after `days` in it (the runtime's clock decides when). */
export interface AutoTransition {
  days: number;
  target: string;
  edgeIds: string[];
}

export type TransitionResult = { target: string; edgeIds: string[] } | { refused: string };

/** Problems that leave no machine to build: the workflow cannot be compiled until they are fixed. */
const blocking = new Set(['NO_INITIAL_STATE', 'SEVERAL_INITIAL_STATES', 'EDGE_UNKNOWN_NODE', 'ELSE_GUARD_UNPAIRED', 'BAD_STATE_ID']);

/** Thrown by `compileWorkflow` for a workflow that cannot become a machine; carries the problems. */
export class WorkflowNotCompilable extends Error {
  constructor(readonly problems: WorkflowProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
  }
}

type StateNode = Extract<WorkflowNode, { type: 'state' }>;

/**
 * A compiled workflow: its XState machine (for tools that run or draw machines) and the pure helpers the server
 * and the editor preview both move forms with, so the two never disagree.
 */
export interface CompiledWorkflow {
  machine: ReturnType<typeof workflowMachine>;
  initialState: string;
  isFinal: (stateId: string) => boolean;
  /** The events a form in the state can take with these answers (at least one of the event's routes is open). */
  nextEvents: (stateId: string, answers: WorkflowAnswers) => NextEvent[];
  /** Where an event takes a form (always-guards followed), or why it is refused. */
  transition: (stateId: string, event: string, answers: WorkflowAnswers) => TransitionResult;
  /** Where a form arriving in a state ends up once its always-guards are checked. */
  settle: (stateId: string, answers: WorkflowAnswers) => string;
  /** The state's auto-transitions, soonest first; with answers, only those whose guards hold. */
  autoTransitions: (stateId: string, answers?: WorkflowAnswers) => AutoTransition[];
}

/** Compiles a workflow; throws `WorkflowNotCompilable` when it has no single initial state or broken links. */
export function compileWorkflow(workflow: Workflow): CompiledWorkflow {
  const fatal = workflowProblems(workflow).filter((problem) => blocking.has(problem.code));
  if (fatal.length > 0) throw new WorkflowNotCompilable(fatal);
  const nodes = nodesById(workflow.flow);
  const states = new Map(workflow.flow.nodes.filter((node): node is StateNode => node.type === 'state').map((node) => [node.id, node.data] as const));
  const initialState = [...states].find(([, data]) => data.isInitial)![0];
  // A final state takes nothing, whatever edges an unfinished flow still draws out of it (as in the machine).
  const routes = new Map([...states].map(([id, data]) => [id, data.isFinal ? [] : routesFrom(workflow.flow, id)] as const));

  const conditionsOf = (guardId: string) => (nodes.get(guardId)?.data as GuardNodeData | undefined)?.conditions ?? [];
  const open = (route: Route, answers: WorkflowAnswers) =>
    route.guards.every((guard) => allConditionsHold(conditionsOf(guard.conditionsOf), answers) !== guard.negate);
  const isFinal = (stateId: string) => states.get(stateId)?.isFinal === true;

  const settle = (stateId: string, answers: WorkflowAnswers) => {
    let at = stateId;
    // An always-guard cycle would never end: stop after visiting every state once.
    for (let hops = 0; hops < states.size && !isFinal(at); hops++) {
      const next = (routes.get(at) ?? []).find((route) => route.always && open(route, answers));
      if (!next) break;
      at = next.target;
    }
    return at;
  };

  const describe = (stateId: string) => nodeName(nodes.get(stateId), stateId);
  const transition = (stateId: string, event: string, answers: WorkflowAnswers): TransitionResult => {
    const data: StateNodeData | undefined = states.get(stateId);
    if (!data) return { refused: `State "${stateId}" is not in this workflow.` };
    if (data.isFinal) return { refused: `State ${describe(stateId)} is final: it takes no more events.` };
    const candidates = (routes.get(stateId) ?? []).filter((route) => route.event === event);
    if (candidates.length === 0) return { refused: `Event "${event}" is not available in state ${describe(stateId)}.` };
    const taken = candidates.find((route) => open(route, answers));
    if (!taken) return { refused: `The conditions for "${event}" in state ${describe(stateId)} are not met.` };
    return { target: settle(taken.target, answers), edgeIds: taken.edgeIds };
  };

  const nextEvents = (stateId: string, answers: WorkflowAnswers): NextEvent[] => {
    const events = new Map<string, NextEvent>();
    for (const route of routes.get(stateId) ?? []) {
      if (route.event && !events.has(route.event) && open(route, answers)) {
        events.set(route.event, { id: route.event, label: route.label?.trim() || readableEvent(route.event) });
      }
    }
    return [...events.values()];
  };

  const autoTransitions = (stateId: string, answers?: WorkflowAnswers): AutoTransition[] =>
    (routes.get(stateId) ?? [])
      .filter((route) => route.days != null && (!answers || open(route, answers)))
      .map((route) => ({ days: route.days!, target: route.target, edgeIds: route.edgeIds }))
      .sort((a, b) => a.days - b.days);

  return { machine: workflowMachine(workflow, initialState), initialState, isFinal, nextEvents, transition, settle, autoTransitions };
}
