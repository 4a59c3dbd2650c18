import { holdsNodes, placementProblem, rootParentId, summaryParentId } from '@schema/template/placement';
import { nodeLabel, type BuilderNode, type OutlineRow } from './builder-tree';

/**
 * Where a dragged outline row may land: under `parentId` after `afterId` (null: first), drawn at a gap between
 * shown rows (0 above the first, n below the last) and a depth (its indentation). `problem` says why the
 * server would refuse it.
 */
export interface Placement {
  parentId: string;
  afterId: string | null;
  gap: number;
  depth: number;
  problem?: string;
}

// A table's columns come as its children, like a section's elements.
const childIds = (node: BuilderNode): string[] => ('children' in node && node.children ? node.children.map((child) => child.id) : []);

/** The index of the last shown row inside each row (itself when nothing is shown inside it). */
function subtreeEnds(rows: readonly OutlineRow[]): number[] {
  const ends = rows.map((_, index) => index);
  const open: number[] = [];
  rows.forEach((row, index) => {
    while (open.length && (rows[open.at(-1)!]?.depth ?? 0) >= row.depth) open.pop();
    for (const holder of open) ends[holder] = index;
    open.push(index);
  });
  return ends;
}

/** The ids of the shown row at `index` and of the shown rows inside it (empty for no row). */
export function shownSubtree(rows: readonly OutlineRow[], index: number): Set<string> {
  const ids = new Set<string>();
  const top = rows[index];
  if (!top) return ids;
  ids.add(top.node.id);
  for (let at = index + 1; at < rows.length && (rows[at]?.depth ?? 0) > top.depth; at++) ids.add(rows[at]!.node.id);
  return ids;
}

/** Whether a placement leaves the dragged row where it already is. */
export function isCurrentPlace(placement: Placement, dragged: OutlineRow): boolean {
  return placement.parentId === dragged.parentId && placement.afterId === (dragged.siblings[dragged.index - 1]?.id ?? null);
}

/**
 * Every place a dragged row could go among the shown rows, in reading order (by gap, deeper first at a gap),
 * each with the server's reason to refuse it, if any: the same rule the server applies, and never inside itself.
 */
export function placementsFor(rows: readonly OutlineRow[], dragged: OutlineRow): Placement[] {
  const kind = dragged.node.__typename ?? '';
  const ends = subtreeEnds(rows);
  const inside = shownSubtree(rows, rows.findIndex((row) => row.node.id === dragged.node.id));
  const kinds = new Map(rows.map((row) => [row.node.id, row.node.__typename ?? '']));
  const problemOf = (parentId: string) =>
    inside.has(parentId) ? 'An element cannot go inside itself.' : placementProblem(parentId === rootParentId || parentId === summaryParentId ? parentId : (kinds.get(parentId) ?? ''), kind);
  const places: Array<Omit<Placement, 'problem'>> = [{ parentId: rootParentId, afterId: null, gap: 0, depth: 1 }];
  rows.forEach((row, index) => {
    const id = row.node.id;
    if (holdsNodes(row.node.__typename ?? '')) {
      const childrenShown = rows[index + 1]?.depth === row.depth + 1;
      const last = childIds(row.node).filter((child) => child !== dragged.node.id).at(-1) ?? null;
      places.push({ parentId: id, afterId: childrenShown ? null : last, gap: index + 1, depth: row.depth + 1 });
    }
    // Just below the dragged row is where it already is: after its previous sibling.
    const afterId = id === dragged.node.id ? (dragged.siblings[dragged.index - 1]?.id ?? null) : id;
    places.push({ parentId: row.parentId, afterId, gap: (ends[index] ?? index) + 1, depth: row.depth });
  });
  return places
    .map((place) => ({ ...place, problem: problemOf(place.parentId) }))
    .sort((a, b) => a.gap - b.gap || b.depth - a.depth);
}

/** The places the keyboard steps through: those the server takes, each once, in reading order. */
export function keyboardPlacements(placements: readonly Placement[]): Placement[] {
  const seen = new Set<string>();
  return placements.filter((place) => {
    const key = `${place.parentId}/${place.afterId ?? ''}`;
    if (place.problem || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The place under a pointer at `y` pixels from the top of the rows (each `rowHeight` tall) and at indentation
 * `depth`: into a holder when over the middle of its row, otherwise the nearest gap, preferring places the
 * server takes and then the indentation closest to the pointer's.
 */
export function pointerPlacement(placements: readonly Placement[], rows: readonly OutlineRow[], y: number, depth: number, rowHeight: number): Placement | undefined {
  const over = Math.floor(y / rowHeight);
  const within = y / rowHeight - over;
  const row = rows[over];
  if (row && within > 0.3 && within < 0.7) {
    const into = placements.find((place) => place.gap === over + 1 && place.parentId === row.node.id && !place.problem);
    if (into) return into;
  }
  const gap = Math.max(0, Math.min(rows.length, Math.round(y / rowHeight)));
  const atGap = placements.filter((place) => place.gap === gap);
  const taken = atGap.filter((place) => !place.problem);
  const pool = taken.length ? taken : atGap;
  return pool.reduce<Placement | undefined>((best, place) => (!best || Math.abs(place.depth - depth) < Math.abs(best.depth - depth) ? place : best), undefined);
}

/** The names the outline uses for every page and element (table columns included), by id. */
export function labelsById(rows: readonly OutlineRow[]): Map<string, string> {
  return new Map(rows.map((row) => [row.node.id, nodeLabel(row.node)]));
}

/** A placement in words: "after Room number in Safety checks", "first in the template". */
export function describePlacement(placement: Placement, labels: ReadonlyMap<string, string>): string {
  const top = placement.parentId === rootParentId ? 'the template' : placement.parentId === summaryParentId ? 'the summary' : undefined;
  const parent = top ?? labels.get(placement.parentId) ?? 'its container';
  return placement.afterId ? `after ${labels.get(placement.afterId) ?? 'another element'} in ${parent}` : `first in ${parent}`;
}
