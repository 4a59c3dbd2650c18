import { and, not, setup } from 'xstate';
import { allConditionsHold, noWorkflowAnswers, type WorkflowAnswers } from './conditions';
import type { Workflow } from './model';
import { routesFrom, type Route, type RouteGuard } from './routes';

/** One day in milliseconds: auto-transitions are `after` delays of whole days. */
export const dayMs = 86_400_000;

/** The machine's context: the answers its guards read (an event may carry newer ones). */
export interface WorkflowContext {
  answers: WorkflowAnswers;
}

/** An event sent to a form's machine: an edge's event id, optionally with the form's answers at that moment. */
export interface WorkflowEvent {
  type: string;
  answers?: WorkflowAnswers;
}

type GuardArgs = { context: WorkflowContext; event: WorkflowEvent };
type GuardRef = string | ReturnType<typeof not> | ReturnType<typeof and>;
interface TransitionConfig {
  target: string;
  guard?: GuardRef;
  meta: { edgeIds: string[] };
}

function guardRef(guards: RouteGuard[]): GuardRef | undefined {
  const refs = guards.map((guard) => (guard.negate ? not(guard.conditionsOf) : guard.conditionsOf));
  if (refs.length === 0) return undefined;
  return refs.length === 1 ? refs[0] : and(refs as [GuardRef, ...GuardRef[]]);
}

function transitionOf(route: Route): TransitionConfig {
  const guard = guardRef(route.guards);
  return { target: route.target, ...(guard ? { guard } : {}), meta: { edgeIds: route.edgeIds } };
}

function grouped(routes: Route[], keyOf: (route: Route) => string | null): Record<string, TransitionConfig[]> {
  const groups: Record<string, TransitionConfig[]> = {};
  for (const route of routes) {
    const key = keyOf(route);
    if (key !== null) (groups[key] ??= []).push(transitionOf(route));
  }
  return groups;
}

/** The XState state config of one state node: `on` per event, `always`, `after` (days in ms), `final`. */
function stateConfig(workflow: Workflow, stateId: string, isFinal: boolean, label: string) {
  if (isFinal) return { type: 'final' as const, meta: { label } };
  const routes = routesFrom(workflow.flow, stateId);
  const always = routes.filter((route) => route.always).map(transitionOf);
  const after = grouped(routes, (route) => (route.days != null ? String(route.days * dayMs) : null));
  return {
    meta: { label },
    on: grouped(routes, (route) => route.event),
    ...(always.length > 0 ? { always } : {}),
    ...(Object.keys(after).length > 0 ? { after } : {}),
  };
}

/** The guard implementations of a flow, by guard node id: its conditions over the event's or context's answers. */
function guardImplementations(workflow: Workflow): Record<string, (args: GuardArgs) => boolean> {
  const guards: Record<string, (args: GuardArgs) => boolean> = {};
  for (const node of workflow.flow.nodes) {
    if (node.type !== 'guard' && node.type !== 'alwaysGuard') continue;
    const { conditions } = node.data;
    guards[node.id] = ({ context, event }) => allConditionsHold(conditions, event.answers ?? context.answers);
  }
  return guards;
}

/**
 * The XState v5 machine of a workflow: state ids are node ids, events are edge events, guards come from guard,
 * always-guard and else-guard nodes (an else-guard is `not` its pair), final states are `type: 'final'` and
 * auto-transitions are `after` delays in days. The runtime does not rely on XState's timers (it drives time
 * with its own clock through `autoTransitions`); the delays are there so the machine describes the whole flow.
 */
export function workflowMachine(workflow: Workflow, initialId: string) {
  const states: Record<string, ReturnType<typeof stateConfig>> = {};
  for (const node of workflow.flow.nodes) {
    if (node.type === 'state') states[node.id] = stateConfig(workflow, node.id, node.data.isFinal, node.data.label);
  }
  // Guard names are the author's node ids, known only at run time, so the setup is typed loosely.
  const machineSetup = setup({
    types: {} as { context: WorkflowContext; events: WorkflowEvent; input: { answers?: WorkflowAnswers } | undefined },
    guards: guardImplementations(workflow) as never,
  });
  return machineSetup.createMachine({
    id: workflow.id,
    initial: initialId,
    context: ({ input }) => ({ answers: input?.answers ?? noWorkflowAnswers }),
    states: states as never,
  });
}
