import { useCallback, useSyncExternalStore } from 'react';

/** The browser's media query list, or none where there is no `matchMedia` (a test's document). */
function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches, kept current as the window changes. MUI's useMediaQuery does the same with
 * server-rendering and theme options this app does not use; the top bar is on the first route, and this keeps that
 * route 1 kB lighter (tests/infra/web-first-route.test.ts). Screens in lazy chunks keep MUI's.
 */
export function useMediaQueryMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query)?.matches ?? false);
}
