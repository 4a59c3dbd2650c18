import type { Workflow } from '../workflow/model';

/**
 * The state ids of a workflow in the order a form meets them: breadth first from the initial state along the
 * edges (through guard nodes), then any state no edge reaches, in the order they were drawn.
 */
export function workflowStateOrder(flow: Workflow['flow']): string[] {
  const states = flow.nodes.filter((node) => node.type === 'state');
  const isState = new Set(states.map((node) => node.id));
  const start = states.filter((node) => node.data.isInitial).map((node) => node.id);
  const seen = new Set<string>(start);
  const queue = [...start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const edge of flow.edges) {
      if (edge.source !== at || seen.has(edge.target)) continue;
      seen.add(edge.target);
      queue.push(edge.target);
    }
  }
  const reached = [...seen].filter((id) => isState.has(id));
  return [...reached, ...states.map((node) => node.id).filter((id) => !seen.has(id))];
}
