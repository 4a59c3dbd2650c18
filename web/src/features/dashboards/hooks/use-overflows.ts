import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is taller or wider than the element (it scrolls). A scrolling widget then takes
 * keyboard focus, so its hidden part can be scrolled to without a pointer (axe: scrollable-region-focusable).
 */
export function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
