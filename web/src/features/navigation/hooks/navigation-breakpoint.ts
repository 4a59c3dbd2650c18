/**
 * The top bar's breakpoint: below it the entries collapse into the menu drawer. The spec asks for breakpoints
 * that depend on the number of entries, between 750 and 1300 px. The width a bar needs is about a fixed part
 * (padding, product name, help, profile) plus a share per entry, measured with the compact entries of the bar.
 */
export const navigationBreakpointRange = { min: 750, max: 1300 } as const;

/** Padding, product name, help and profile buttons, in px. */
const fixedWidth = 320;
/** One entry (a link or a menu button) of the compact bar, in px. */
const widthPerEntry = 104;

/** The narrowest viewport, in px, at which a bar of `entryCount` entries shows them all on one line. */
export function navigationBreakpoint(entryCount: number): number {
  const needed = fixedWidth + widthPerEntry * Math.max(0, entryCount);
  return Math.min(navigationBreakpointRange.max, Math.max(navigationBreakpointRange.min, needed));
}

/** The media query under which a bar of `entryCount` entries collapses into its menu drawer. */
export function collapsedNavigationQuery(entryCount: number): string {
  return `(max-width:${navigationBreakpoint(entryCount) - 0.05}px)`;
}
