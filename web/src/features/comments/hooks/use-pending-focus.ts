import { useEffect, useState } from 'react';

/**
 * Puts the focus on the element with a given DOM id once the screen has drawn it (after an add, a delete, a cancel):
 * `focusLater(id)`. A frame later, so a closing dialog's own focus handling has run first.
 */
export function usePendingFocus(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(target)?.focus();
      setTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return setTarget;
}
