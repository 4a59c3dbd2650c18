import { describe, expect, it } from 'vitest';
import { clampPanelWidth, panelWidthRange } from './use-panel-width';

describe('clampPanelWidth', () => {
  it('keeps a dragged width between the narrowest and widest panel', () => {
    expect(clampPanelWidth(10)).toBe(panelWidthRange.min);
    expect(clampPanelWidth(5000)).toBe(panelWidthRange.max);
    expect(clampPanelWidth(333.6)).toBe(334);
  });

  it('falls back to the spec width for a stored value that is not a number', () => {
    expect(clampPanelWidth(Number('wide'))).toBe(panelWidthRange.initial);
  });
});
