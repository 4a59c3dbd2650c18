import type { Workflow, WorkflowEdge, WorkflowNode } from './model';

/** A guard a route passes: the guard node's conditions must hold (or, for an else-guard, its pair's must not). */
export interface RouteGuard {
  /** The guard, always-guard or else-guard node passed. */
  nodeId: string;
  /** The guard node whose conditions are read (the node itself, or an else-guard's pair). */
  conditionsOf: string;
  negate: boolean;
}

/**
 * One way out of a state: the edges from the state through guard nodes to the next state. `event` and `label`
 * come from the first edge of the path that names an event, `days` from the first edge with an auto-transition.
 */
export interface Route {
  source: string;
  target: string;
  event: string | null;
  label: string | null;
  days: number | null;
  /** Taken without an event as soon as the form is in the source state (an always-guard on a path with no event). */
  always: boolean;
  guards: RouteGuard[];
  edgeIds: string[];
}

export type Flow = Workflow['flow'];

/** The nodes of a flow by id. */
export const nodesById = (flow: Flow) => new Map(flow.nodes.map((node) => [node.id, node] as const));

/** The edges leaving each node. */
export function edgesBySource(flow: Flow): Map<string, WorkflowEdge[]> {
  const bySource = new Map<string, WorkflowEdge[]>();
  for (const edge of flow.edges) bySource.set(edge.source, [...(bySource.get(edge.source) ?? []), edge]);
  return bySource;
}

function guardOf(node: WorkflowNode): RouteGuard | null {
  if (node.type === 'guard' || node.type === 'alwaysGuard') return { nodeId: node.id, conditionsOf: node.id, negate: false };
  if (node.type === 'elseGuard') return { nodeId: node.id, conditionsOf: node.data.pairedGuardId, negate: true };
  return null;
}

function isAlways(node: WorkflowNode, nodes: Map<string, WorkflowNode>): boolean {
  if (node.type === 'alwaysGuard') return true;
  return node.type === 'elseGuard' && nodes.get(node.data.pairedGuardId)?.type === 'alwaysGuard';
}

/**
 * Every route out of a state, in edge order: guarded routes before unguarded ones, so a machine that takes the
 * first route whose guards hold tries the guards first. Paths that loop through guards or end nowhere are dropped.
 */
export function routesFrom(flow: Flow, stateId: string): Route[] {
  const nodes = nodesById(flow);
  const bySource = edgesBySource(flow);
  const routes: Route[] = [];
  const walk = (at: string, path: WorkflowEdge[], guards: RouteGuard[], always: boolean) => {
    for (const edge of bySource.get(at) ?? []) {
      const next = nodes.get(edge.target);
      if (!next || path.some((step) => step.id === edge.id)) continue;
      const steps = [...path, edge];
      if (next.type === 'state') {
        const named = steps.find((step) => step.data.event);
        const timed = steps.find((step) => step.data.autoTransitionDays != null);
        routes.push({
          source: stateId,
          target: next.id,
          event: named?.data.event ?? null,
          label: named?.data.label ?? null,
          days: timed?.data.autoTransitionDays ?? null,
          always: always && !named,
          guards,
          edgeIds: steps.map((step) => step.id),
        });
      } else {
        walk(next.id, steps, [...guards, guardOf(next)!], always || isAlways(next, nodes));
      }
    }
  };
  walk(stateId, [], [], false);
  return [...routes.filter((route) => route.guards.length > 0), ...routes.filter((route) => route.guards.length === 0)];
}

/** An event id made readable for a button: `request_revisions` → "Request revisions". */
export function readableEvent(event: string): string {
  const words = event.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A node's name for messages: its label, quoted, or its id when it has none. */
export function nodeName(node: WorkflowNode | undefined, id: string): string {
  const label = node?.data.label?.trim();
  return label ? `"${label}"` : `"${id}"`;
}
