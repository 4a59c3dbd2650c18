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

/** A ref whose element's first answer control takes the focus when `active` turns true (a row just added). */
export function useFocusFirstField<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) focusFirstAnswerControl(ref.current);
  }, [active]);
  return ref;
}
