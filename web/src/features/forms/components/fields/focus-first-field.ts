import { useEffect, useRef } from 'react';

// Answer controls only: a row's buttons (Remove) must not take the focus, or typing a space would press them.
const answerControl = [
  'input:not([type=hidden]):not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled])',
  '[role=combobox]:not([aria-disabled=true])',
  '[role=spinbutton][tabindex="0"]',
].join(', ');

/** Moves the focus to the first answer control inside an element; false when it has none. */
export function focusFirstAnswerControl(element: HTMLElement | null): boolean {
  const control = element?.querySelector<HTMLElement>(answerControl);
  control?.focus();
  return Boolean(control);
}

/**
 * Moves the focus to the first answer control inside an element as soon as it has one: a row's fields may still
 * be loading (a date field's chunk), so it waits for them (up to `timeoutMs`) unless the user moved the focus on
 * meanwhile. Returns a cancel.
 */
export function focusFirstAnswerControlWhenReady(element: HTMLElement, timeoutMs = 5000): () => void {
  if (focusFirstAnswerControl(element)) return () => {};
  const doc = element.ownerDocument;
  const focusBefore = doc.activeElement;
  const observer = new MutationObserver(() => {
    // The user went on (typed elsewhere, opened a dialog): leave the focus where they put it.
    if (doc.activeElement !== focusBefore && doc.activeElement !== doc.body) return stop();
    if (focusFirstAnswerControl(element)) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex'] });
  return stop;
}

/** A ref whose element's first answer control takes the focus when `active` turns true (a row just added). */
export function useFocusFirstField<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active && ref.current) return focusFirstAnswerControlWhenReady(ref.current);
  }, [active]);
  return ref;
}
