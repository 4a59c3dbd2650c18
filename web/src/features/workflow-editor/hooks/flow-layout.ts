import { Graph, layout } from '@dagrejs/dagre';
import { edgeTrigger, type Flow } from './flow-edits';

/** A point of the diagram, in canvas pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A box of the diagram: its top-left corner and size. */
export interface Box extends Point {
  width: number;
  height: number;
}

/** Where an edge runs and where its label sits (none when the edge has no trigger to print). */
export interface EdgeRoute {
  points: Point[];
  label: Box | null;
}

/** The laid-out diagram: each node's top-left corner and each edge's route. */
export interface FlowLayout {
  nodes: ReadonlyMap<string, Point>;
  edges: ReadonlyMap<string, EdgeRoute>;
}

/** The room a node takes: its measured size once drawn, else the size its kind is drawn at. */
export type NodeSize = (nodeId: string) => { width: number; height: number };

/** Label boxes are sized from their text: the canvas draws each label in a box of exactly this size. */
export const labelFont = { size: 12, charWidth: 7.2, paddingX: 8, height: 22 } as const;

/** The box an edge label is drawn in, from its text (wide enough for any 12 px character of the UI font). */
export function labelSize(text: string): { width: number; height: number } {
  return { width: Math.ceil(text.length * labelFont.charWidth + 2 * labelFont.paddingX), height: labelFont.height };
}

const spacing = { nodesep: 28, edgesep: 16, ranksep: 56, marginx: 16, marginy: 16 } as const;

/** Which way the steps follow each other: left to right, or top to bottom on a narrow screen. */
export type FlowDirection = 'LR' | 'TB';

/**
 * Lays the workflow out with dagre, left to right (or top to bottom on a narrow screen); the canvas puts the
 * handles on the matching sides.
 * Each edge label is a node of dagre's layout in its own right, so labels never overlap each other or a node;
 * parallel transitions (two events between the same steps) get a route and a label each.
 */
export function layoutFlow(flow: Flow, sizeOf: NodeSize, direction: FlowDirection = 'LR'): FlowLayout {
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ ...spacing, rankdir: direction });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of flow.nodes) graph.setNode(node.id, { ...sizeOf(node.id) });
  const known = new Set(flow.nodes.map((node) => node.id));
  for (const edge of flow.edges) {
    if (!known.has(edge.source) || !known.has(edge.target)) continue;
    const text = edgeTrigger(edge);
    graph.setEdge(edge.source, edge.target, text ? { ...labelSize(text), labelpos: 'c' } : { width: 0, height: 0 }, edge.id);
  }
  layout(graph);
  const nodes = new Map<string, Point>();
  for (const node of flow.nodes) {
    const placed = graph.node(node.id);
    nodes.set(node.id, { x: (placed.x ?? 0) - placed.width / 2, y: (placed.y ?? 0) - placed.height / 2 });
  }
  const edges = new Map<string, EdgeRoute>();
  for (const edge of flow.edges) {
    const routed = graph.edge({ v: edge.source, w: edge.target, name: edge.id });
    if (!routed) continue;
    const { width = 0, height = 0, x, y } = routed;
    const label = width > 0 && x !== undefined && y !== undefined ? { x: x - width / 2, y: y - height / 2, width, height } : null;
    edges.set(edge.id, { points: routed.points ?? [], label });
  }
  return { nodes, edges };
}

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
