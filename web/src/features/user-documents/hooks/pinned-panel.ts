import { useCallback, useState } from 'react';

/** The local storage key of the user documents page's left panel (spec: pinned state kept in local storage). */
export const pinnedPanelKey = 'userDocuments.panelPinned';

/** The stored pinned state: pinned unless it was unpinned ("false"); storage that cannot be read counts as pinned. */
export function readPinned(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(pinnedPanelKey) !== 'false';
  } catch {
    return true;
  }
}

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Whether the left panel is pinned (by default it is), and how to change it; the choice outlives the page. */
export function usePinnedPanel(): [boolean, (pinned: boolean) => void] {
  const [pinned, setPinnedState] = useState(() => readPinned(browserStorage()));
  const setPinned = useCallback((next: boolean) => {
    setPinnedState(next);
    try {
      browserStorage()?.setItem(pinnedPanelKey, String(next));
    } catch {
      // Storage refused (private mode, quota): the choice lasts for this page only.
    }
  }, []);
  return [pinned, setPinned];
}
