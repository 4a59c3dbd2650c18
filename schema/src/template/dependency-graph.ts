import { optionQuestionOf, type TemplateIndex } from './template-index';

/**
 * What each page or element's visibility waits on: node id → the ids it depends on, in document order of its
 * definition: its parent first, then the option questions its conditions name. Conditions on anything that is not
 * an option question never hold, so they add no edge.
 */
export type DependencyGraph = ReadonlyMap<string, readonly string[]>;

/** Builds the dependency graph of a template's nodes (the first node of each id). */
export function dependencyGraph(index: TemplateIndex): DependencyGraph {
  const graph = new Map<string, string[]>();
  for (const node of index.byId.values()) {
    const edges = node.parentId ? [node.parentId] : [];
    for (const condition of node.dependsOn?.conditions ?? []) {
      const target = condition.questionId;
      if (optionQuestionOf(index, target) && !edges.includes(target)) edges.push(target);
    }
    graph.set(node.id, edges);
  }
  return graph;
}

/**
 * The groups of nodes that wait on each other in a circle (strongly connected components with a cycle, Tarjan's
 * algorithm), each listed in the graph's order. A node in one can never be shown.
 */
export function cyclicGroups(graph: DependencyGraph): string[][] {
  const position = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const order = [...graph.keys()];

  const visit = (id: string) => {
    position.set(id, position.size);
    low.set(id, position.get(id)!);
    stack.push(id);
    onStack.add(id);
    for (const next of graph.get(id) ?? []) {
      if (!position.has(next)) visit(next);
      if (onStack.has(next)) low.set(id, Math.min(low.get(id)!, low.get(next)!));
    }
    if (low.get(id) !== position.get(id)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== id);
    if (group.length > 1 || graph.get(id)?.includes(id)) groups.push(group);
  };

  for (const id of order) if (!position.has(id)) visit(id);
  const rank = new Map(order.map((id, at) => [id, at]));
  return groups
    .map((group) => group.sort((a, b) => rank.get(a)! - rank.get(b)!))
    .sort((a, b) => rank.get(a[0]!)! - rank.get(b[0]!)!);
}

/** Every node that sits in a cycle. */
export function cyclicNodeIds(graph: DependencyGraph): Set<string> {
  return new Set(cyclicGroups(graph).flat());
}

/**
 * One cycle through a group, as the shortest walk from its first node back to itself: `[a, b, a]` reads "a waits
 * on b, which waits on a".
 */
export function cyclePath(graph: DependencyGraph, group: readonly string[]): string[] {
  const start = group[0]!;
  const members = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const id = queue[at]!;
    for (const next of graph.get(id) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) return [...walkBack(cameFrom, id, start), start];
      if (!cameFrom.has(next)) {
        cameFrom.set(next, id);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

function walkBack(cameFrom: ReadonlyMap<string, string>, end: string, start: string): string[] {
  const path = [end];
  while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
  return path;
}
