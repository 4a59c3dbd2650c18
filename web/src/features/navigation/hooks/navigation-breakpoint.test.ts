import { describe, expect, it } from 'vitest';
import { collapsedNavigationQuery, navigationBreakpoint, navigationBreakpointRange } from './navigation-breakpoint';

describe('navigationBreakpoint', () => {
  it('grows with the number of entries', () => {
    expect(navigationBreakpoint(6)).toBeLessThan(navigationBreakpoint(7));
    expect(navigationBreakpoint(7)).toBeLessThan(navigationBreakpoint(8));
  });

  it('stays between 750 and 1300 px', () => {
    expect(navigationBreakpoint(0)).toBe(navigationBreakpointRange.min);
    expect(navigationBreakpoint(40)).toBe(navigationBreakpointRange.max);
  });

  it('keeps the full bar of a global admin (nine entries) at 1280 px', () => {
    expect(navigationBreakpoint(9)).toBeLessThanOrEqual(1280);
  });

  it('collapses a staff bar (six entries) on a 900 px tablet', () => {
    expect(collapsedNavigationQuery(6)).toBe('(max-width:943.95px)');
  });
});
