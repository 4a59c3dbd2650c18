import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQueryMatch } from './use-media-query-match';

/** A window whose one media query list matches as told, and tells its listeners when that changes. */
function stubMedia(initially: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initially,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    listeners,
    change(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQueryMatch', () => {
  it('answers whether the query matches and follows the window as it changes', () => {
    const media = stubMedia(false);
    const { result, unmount } = renderHook(() => useMediaQueryMatch('(max-width:749.95px)'));
    expect(result.current).toBe(false);

    act(() => media.change(true));
    expect(result.current).toBe(true);

    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('answers false where the document has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQueryMatch('(max-width:749.95px)'));
    expect(result.current).toBe(false);
  });
});
