import { useCallback, useState } from 'react';

/** How wide the studio's left panel may be made, in px; it opens at the spec's 450. */
export const panelWidthRange = { min: 220, initial: 450, max: 600 } as const;

/** Where the chosen width is remembered. */
export const panelWidthStorageKey = 'studio.leftPanelWidth';

/** A width kept inside the range, in whole pixels. */
export function clampPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return panelWidthRange.initial;
  return Math.round(Math.min(panelWidthRange.max, Math.max(panelWidthRange.min, width)));
}

function readStored(): number {
  try {
    const stored = window.localStorage.getItem(panelWidthStorageKey);
    return stored === null ? panelWidthRange.initial : clampPanelWidth(Number(stored));
  } catch {
    return panelWidthRange.initial;
  }
}

/** The open panel's width, as the user last dragged it, remembered in the browser. */
export function usePanelWidth(): [number, (width: number) => void] {
  const [width, setWidth] = useState(readStored);
  const store = useCallback((next: number) => {
    const clamped = clampPanelWidth(next);
    setWidth(clamped);
    try {
      window.localStorage.setItem(panelWidthStorageKey, String(clamped));
    } catch {
      // Private browsing may refuse storage: the width then lasts for this visit only.
    }
  }, []);
  return [width, store];
}
