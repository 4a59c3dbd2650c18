import { createContext, useContext, useEffect } from 'react';

/** Tells the screen-first gate that the screen has shown its first content (see screen-first-gate.ts). */
export const ScreenShownContext = createContext<() => void>(() => undefined);

/**
 * Once `shown` is true, tells the gate after the browser has painted it (the next frame, then a task): the
 * operations the gate held back then leave.
 */
export function useScreenShown(shown: boolean): void {
  const screenShown = useContext(ScreenShownContext);
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(screenShown)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, screenShown]);
}
