/** The dashboard grid's breakpoints, widest first (spec: end-user area section 7). */
export const gridBreakpointNames = ['lg', 'md', 'sm'] as const;
export type GridBreakpoint = (typeof gridBreakpointNames)[number];

/** One widget's place at one breakpoint, in grid units (react-grid-layout's layout item). */
export interface GridItem {
  i: string;
  w: number;
  h: number;
  x: number;
  y: number;
}

/** The grid's layouts at every breakpoint. */
export type GridLayouts = Record<GridBreakpoint, GridItem[]>;

/**
 * The grid as the spec sets it: columns lg 8, md 4, sm 1; breakpoints (minimum widths) sm 640, md 767, lg 1023;
 * row height 40; margin and padding 10.
 */
export const dashboardGrid = {
  cols: { lg: 8, md: 4, sm: 1 },
  breakpoints: { lg: 1023, md: 767, sm: 640 },
  rowHeight: 40,
  margin: [10, 10] as [number, number],
  containerPadding: [10, 10] as [number, number],
} as const;

/**
 * The resize throttles (spec: 500 ms and 1000 ms). 500 ms: how often the grid follows its container's width while
 * the window is resized. 1000 ms: how often a widget's content (a table, a chart) is told its new size while the
 * widget itself is being resized, since redrawing those costs more than moving a box.
 */
export const resizeThrottleMs = { containerWidth: 500, widgetContent: 1000 } as const;

/** The layout width options: Responsive follows the window; the others preview one breakpoint. */
export const layoutWidthOptions = [
  { value: 'responsive', label: 'Responsive' },
  { value: 'desktop', label: 'Desktop', breakpoint: 'lg', maxWidth: undefined },
  { value: 'tablet', label: 'Tablet', breakpoint: 'md', maxWidth: 768 },
  { value: 'mobile', label: 'Mobile', breakpoint: 'sm', maxWidth: 375 },
] as const satisfies ReadonlyArray<{ value: string; label: string; breakpoint?: GridBreakpoint; maxWidth?: number }>;
export type LayoutWidthOption = (typeof layoutWidthOptions)[number]['value'];

/** A layout with nothing on it. */
export const emptyGridLayouts = (): GridLayouts => ({ lg: [], md: [], sm: [] });

/** At most this many widgets on one layout: a page, not a database. */
export const maxWidgetsPerLayout = 100;
