import { useEffect, useRef, useState } from 'react';

/**
 * A value that follows `value` at most once per `intervalMs`: the first change shows at once, later ones within the
 * interval wait for its end, and the latest one always lands (leading and trailing throttle).
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [shown, setShown] = useState(value);
  const lastShownAt = useRef(0);
  useEffect(() => {
    if (Object.is(value, shown)) return undefined;
    const wait = Math.max(0, lastShownAt.current + intervalMs - Date.now());
    const timer = setTimeout(() => {
      lastShownAt.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, intervalMs]);
  return shown;
}
