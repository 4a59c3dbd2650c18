import type { WorkflowEdge, WorkflowNode } from '@schema/workflow/model';

/** The graph the editor edits: the workflow's flow. */
export interface Flow {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

/** The kinds of node the toolbar adds. */
export type NodeKind = WorkflowNode['type'];

/** What is selected in the editor: a node, an edge, or nothing. */
export type FlowSelection = { kind: 'node' | 'edge'; id: string } | null;

/** A problem found by the workflow validation, naming the node or edge it is about. */
export interface WorkflowProblem {
  code: string;
  message: string;
  nodeId?: string | null;
  edgeId?: string | null;
}

const baseIds: Record<NodeKind, string> = { state: 'state', guard: 'guard', alwaysGuard: 'always_guard', elseGuard: 'else_guard' };
const baseLabels: Record<NodeKind, string> = { state: 'New state', guard: 'Guard', alwaysGuard: 'Always guard', elseGuard: 'Else' };

/** The first free id `base_1`, `base_2`, ... among the flow's node and edge ids. */
export function freeId(flow: Flow, base: string): string {
  const taken = new Set([...flow.nodes.map((node) => node.id), ...flow.edges.map((edge) => edge.id)]);
  let n = 1;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/** The room a node takes on the canvas, roughly (a state card; a guard's diamond fits inside). */
const nodeRoom = { width: 200, height: 90 };

/**
 * The first spot at or below `near` (row by row, then a column to the right) where a new node overlaps none of
 * the flow's nodes, so nodes added one after another do not pile up on each other.
 */
export function freePosition(flow: Flow, near: { x: number; y: number }): { x: number; y: number } {
  const overlaps = (spot: { x: number; y: number }) =>
    flow.nodes.some((node) => Math.abs(node.position.x - spot.x) < nodeRoom.width && Math.abs(node.position.y - spot.y) < nodeRoom.height);
  for (let column = 0; column < 20; column += 1) {
    for (let row = 0; row < 8; row += 1) {
      const spot = { x: near.x + column * (nodeRoom.width + 40), y: near.y + row * (nodeRoom.height + 30) };
      if (!overlaps(spot)) return spot;
    }
  }
  return near;
}

/** A new node of a kind at a position, with the defaults a new node starts with. */
export function newNode(flow: Flow, kind: NodeKind, position: { x: number; y: number }): WorkflowNode {
  const id = freeId(flow, baseIds[kind]);
  const label = baseLabels[kind];
  if (kind === 'state') {
    const isInitial = !flow.nodes.some((node) => node.type === 'state');
    return { id, type: 'state', position, data: { label, description: null, isInitial, isFinal: false, notificationTriggers: [], integrationServiceTriggers: [] } };
  }
  if (kind === 'elseGuard') {
    const guard = flow.nodes.find((node) => node.type === 'guard');
    return { id, type: 'elseGuard', position, data: { label, pairedGuardId: guard?.id ?? '' } };
  }
  return { id, type: kind, position, data: { label, conditions: [] } };
}

/** The flow with a node added. */
export function addNode(flow: Flow, node: WorkflowNode): Flow {
  return { ...flow, nodes: [...flow.nodes, node] };
}

/** The flow with an edge from `source` to `target` added (its id returned too); null when the edge would be a loop. */
export function connect(flow: Flow, source: string, target: string, event: string | null = null): { flow: Flow; id: string } | null {
  if (source === target) return null;
  if (!flow.nodes.some((node) => node.id === source) || !flow.nodes.some((node) => node.id === target)) return null;
  const id = freeId(flow, `${source}_to_${target}`);
  const edge: WorkflowEdge = { id, source, target, data: { event, label: null, autoTransitionDays: null, integrationServiceTriggers: [], notificationTriggers: [] } };
  return { flow: { ...flow, edges: [...flow.edges, edge] }, id };
}

/** The flow with one node replaced by `update(node)`; making a state initial makes every other state not initial. */
export function updateNode(flow: Flow, id: string, update: (node: WorkflowNode) => WorkflowNode): Flow {
  const nodes = flow.nodes.map((node) => (node.id === id ? update(node) : node));
  const changed = nodes.find((node) => node.id === id);
  if (changed?.type !== 'state' || !changed.data.isInitial) return { ...flow, nodes };
  return {
    ...flow,
    nodes: nodes.map((node) => (node.type === 'state' && node.id !== id && node.data.isInitial ? { ...node, data: { ...node.data, isInitial: false } } : node)),
  };
}

/** The flow with one edge's data changed. */
export function updateEdgeData(flow: Flow, id: string, patch: Partial<WorkflowEdge['data']>): Flow {
  return { ...flow, edges: flow.edges.map((edge) => (edge.id === id ? { ...edge, data: { ...edge.data, ...patch } } : edge)) };
}

/** The flow without the selected node (and its edges) or edge. */
export function removeSelected(flow: Flow, selection: FlowSelection): Flow {
  if (!selection) return flow;
  if (selection.kind === 'edge') return { ...flow, edges: flow.edges.filter((edge) => edge.id !== selection.id) };
  return {
    nodes: flow.nodes.filter((node) => node.id !== selection.id),
    edges: flow.edges.filter((edge) => edge.source !== selection.id && edge.target !== selection.id),
  };
}

/** The label of a node, or its id when it has none or is not found. */
export function nodeLabel(flow: Flow, id: string): string {
  const node = flow.nodes.find((candidate) => candidate.id === id);
  return node?.data.label.trim() || id;
}

/** What takes an edge, in words: its event, or its auto-transition, or nothing (a guard's way on). */
export function edgeTrigger(edge: WorkflowEdge): string {
  const parts = [edge.data.label?.trim() || edge.data.event?.trim()].filter(Boolean) as string[];
  if (edge.data.autoTransitionDays) parts.push(`after ${edge.data.autoTransitionDays} ${edge.data.autoTransitionDays === 1 ? 'day' : 'days'}`);
  return parts.join(', ');
}

/** A transition as text: "Draft —submit→ Submitted" (or "Draft → Check" when no event takes it). */
export function transitionText(flow: Flow, edge: WorkflowEdge): string {
  const trigger = edgeTrigger(edge);
  const arrow = trigger ? ` —${trigger}→ ` : ' → ';
  return `${nodeLabel(flow, edge.source)}${arrow}${nodeLabel(flow, edge.target)}`;
}

/** A scheduled job as the editor keeps it (the API's ScheduledJobInput; the id is given before the first save). */
export interface EditorJob {
  id: string;
  name: string;
  description: string | null;
  cronExpression: string;
  event: string;
  workflowStateId: string;
}

/** A state id: the form status it stands for, in lower_snake_case (the API takes letters, digits, "_" or "-"). */
export const stateIdPattern = /^[a-z][a-z0-9_]*$/;

/** Why `next` cannot be the new id of node `id` (format, taken by another node or edge), or null when it can. */
export function stateIdProblem(flow: Flow, id: string, next: string): string | null {
  if (next === id) return null;
  if (!next) return 'Enter a status id.';
  if (next.length > 100) return 'Use at most 100 characters.';
  if (!stateIdPattern.test(next)) return 'Use lower_snake_case: small letters, digits and "_", starting with a letter (e.g. under_review).';
  if (flow.nodes.some((node) => node.id === next) || flow.edges.some((edge) => edge.id === next)) return `"${next}" is already used by another step or transition.`;
  return null;
}

/**
 * The flow and jobs with node `id` renamed to `next`: every transition from or to it, every else-guard paired
 * with it and every job that fires in it follow. Unchanged when `next` is not a valid new id.
 */
export function renameNode(flow: Flow, jobs: readonly EditorJob[], id: string, next: string): { flow: Flow; jobs: EditorJob[] } {
  if (next === id || stateIdProblem(flow, id, next) || !flow.nodes.some((node) => node.id === id)) return { flow, jobs: [...jobs] };
  const follow = (value: string) => (value === id ? next : value);
  const nodes = flow.nodes.map((node): WorkflowNode => {
    if (node.id === id) return { ...node, id: next };
    if (node.type === 'elseGuard' && node.data.pairedGuardId === id) return { ...node, data: { ...node.data, pairedGuardId: next } };
    return node;
  });
  const edges = flow.edges.map((edge) => (edge.source === id || edge.target === id ? { ...edge, source: follow(edge.source), target: follow(edge.target) } : edge));
  return { flow: { nodes, edges }, jobs: jobs.map((job) => (job.workflowStateId === id ? { ...job, workflowStateId: next } : job)) };
}

/** The events of the transitions out of a node (for integration callbacks and jobs), each once, in order. */
export function outgoingEvents(flow: Flow, id: string): string[] {
  const events = flow.edges.filter((edge) => edge.source === id).map((edge) => edge.data.event?.trim() ?? '');
  return [...new Set(events.filter(Boolean))];
}
