import { dashboardGrid, gridBreakpointNames, type GridBreakpoint, type GridItem, type GridLayouts } from './grid';

/**
 * Pure edits of a layout's grid, the same at every breakpoint: what the keyboard menu of a widget does (react-grid-
 * layout's drag and resize need a pointer) and where a new widget goes. Each answers new layouts, compacted upwards
 * the way the grid compacts them, so what is saved is what is shown.
 */

/** Kinds that need room from the start: the spec's document table is 6 rows high; a chart and a calendar too. */
const tallKinds = new Set(['document-table', 'chart', 'calendar']);

/** A new widget's size (spec: width 8, height 1; a document table is 6 rows high). */
export function newWidgetSize(type: string): { w: number; h: number } {
  return { w: 8, h: tallKinds.has(type) ? 6 : 1 };
}

const overlaps = (a: GridItem, b: GridItem) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Items in reading order: top to bottom, then left to right. */
export const inReadingOrder = (items: readonly GridItem[]) => [...items].sort((a, b) => a.y - b.y || a.x - b.x || a.i.localeCompare(b.i));

/** Fits every item into `cols` columns and moves each as high as it goes without overlapping those above it. */
export function compact(items: readonly GridItem[], cols: number): GridItem[] {
  const placed: GridItem[] = [];
  for (const item of inReadingOrder(items)) {
    const w = Math.max(1, Math.min(item.w, cols));
    const x = Math.max(0, Math.min(item.x, cols - w));
    const candidate = { ...item, w, x, h: Math.max(1, item.h), y: 0 };
    while (placed.some((other) => overlaps(candidate, other))) candidate.y += 1;
    placed.push(candidate);
  }
  return placed;
}

const bottomOf = (items: readonly GridItem[]) => items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);

/** Adds a widget at the bottom of every breakpoint's layout, full width there (width 8 is all of lg). */
export function addToLayouts(layouts: GridLayouts, id: string, type: string): GridLayouts {
  const size = newWidgetSize(type);
  const next = {} as GridLayouts;
  for (const breakpoint of gridBreakpointNames) {
    const cols = dashboardGrid.cols[breakpoint];
    const items = layouts[breakpoint];
    next[breakpoint] = [...items, { i: id, x: 0, y: bottomOf(items), w: Math.min(size.w, cols), h: size.h }];
  }
  return next;
}

/** Takes a widget off every breakpoint's layout. */
export function removeFromLayouts(layouts: GridLayouts, id: string): GridLayouts {
  const next = {} as GridLayouts;
  for (const breakpoint of gridBreakpointNames) {
    next[breakpoint] = compact(layouts[breakpoint].filter((item) => item.i !== id), dashboardGrid.cols[breakpoint]);
  }
  return next;
}

/** The keyboard edits of one widget. */
export type WidgetMove = 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** Swaps a widget's place with its neighbour in reading order (up: the one before it; down: the one after). */
function swapped(items: GridItem[], id: string, direction: -1 | 1): GridItem[] {
  const ordered = inReadingOrder(items);
  const at = ordered.findIndex((item) => item.i === id);
  const self = ordered[at];
  const other = ordered[at + direction];
  if (!self || !other) return ordered;
  return ordered.map((item) => {
    if (item.i === self.i) return { ...item, x: other.x, y: other.y };
    if (item.i === other.i) return { ...item, x: self.x, y: self.y };
    return item;
  });
}

/** One keyboard edit of a widget at one breakpoint, the rest of the grid compacted around it. */
export function moveWidget(layouts: GridLayouts, breakpoint: GridBreakpoint, id: string, move: WidgetMove): GridLayouts {
  const cols = dashboardGrid.cols[breakpoint];
  const resize = (change: (item: GridItem) => GridItem) => layouts[breakpoint].map((item) => (item.i === id ? change(item) : item));
  let items: GridItem[];
  switch (move) {
    case 'up':
      items = swapped(layouts[breakpoint], id, -1);
      break;
    case 'down':
      items = swapped(layouts[breakpoint], id, 1);
      break;
    case 'wider':
      items = resize((item) => ({ ...item, w: Math.min(cols, item.w + 1), x: Math.min(item.x, cols - Math.min(cols, item.w + 1)) }));
      break;
    case 'narrower':
      items = resize((item) => ({ ...item, w: Math.max(1, item.w - 1) }));
      break;
    case 'taller':
      items = resize((item) => ({ ...item, h: item.h + 1 }));
      break;
    case 'shorter':
      items = resize((item) => ({ ...item, h: Math.max(1, item.h - 1) }));
      break;
  }
  return { ...layouts, [breakpoint]: compact(items, cols) };
}

/** Which keyboard edits make a difference for a widget now (the menu disables the others). */
export function availableMoves(layouts: GridLayouts, breakpoint: GridBreakpoint, id: string): Record<WidgetMove, boolean> {
  const ordered = inReadingOrder(layouts[breakpoint]);
  const at = ordered.findIndex((item) => item.i === id);
  const item = ordered[at];
  const cols = dashboardGrid.cols[breakpoint];
  if (!item) return { up: false, down: false, wider: false, narrower: false, taller: false, shorter: false };
  return { up: at > 0, down: at < ordered.length - 1, wider: item.w < cols, narrower: item.w > 1, taller: true, shorter: item.h > 1 };
}

/** The layouts with every widget present at every breakpoint (one missing from a breakpoint is added at its bottom). */
export function completeLayouts(layouts: GridLayouts, widgets: ReadonlyArray<{ id: string; type: string }>): GridLayouts {
  let next: GridLayouts = { lg: [...layouts.lg], md: [...layouts.md], sm: [...layouts.sm] };
  const ids = new Set(widgets.map((widget) => widget.id));
  for (const breakpoint of gridBreakpointNames) next[breakpoint] = next[breakpoint].filter((item) => ids.has(item.i));
  for (const widget of widgets) {
    for (const breakpoint of gridBreakpointNames) {
      if (next[breakpoint].some((item) => item.i === widget.id)) continue;
      const added = addToLayouts(next, widget.id, widget.type);
      next = { ...next, [breakpoint]: added[breakpoint] };
    }
  }
  return next;
}
