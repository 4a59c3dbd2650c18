import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';

const focusable = 'input:not([type="hidden"]), textarea, button, [role="combobox"], [tabindex]:not([tabindex="-1"])';

const fieldsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(focusable));

/**
 * Keeps the focus in the property panel across a save: the panel's fields are disabled while a save runs and
 * rebuilt from the stored element after it, which drops the focus to the page body. This remembers which field
 * (by its place in the panel) had the focus last, or was about to, and, once the panel is editable again, gives it back, unless
 * the author has moved the focus elsewhere meanwhile.
 */
export function useKeptFocus(root: RefObject<HTMLElement | null>, nodeId: string | undefined, version: number | undefined, editable: boolean) {
  const last = useRef<{ nodeId: string; index: number } | null>(null);
  useEffect(() => {
    const panel = root.current;
    const remembered = last.current;
    if (!panel || !editable || !remembered || remembered.nodeId !== nodeId) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    fieldsOf(panel)[remembered.index]?.focus();
  }, [root, nodeId, version, editable]);
  const remember = (target: EventTarget | null) => {
    if (!root.current || !nodeId || !(target instanceof HTMLElement)) return;
    const index = fieldsOf(root.current).indexOf(target);
    if (index >= 0) last.current = { nodeId, index };
  };
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => remember(event.target),
    // Leaving a field starts its save, which disables the panel before the browser moves the focus on: the field
    // the focus was going to (relatedTarget) is the one to give it back to.
    onBlur: (event: FocusEvent<HTMLElement>) => remember(event.relatedTarget),
  };
}
