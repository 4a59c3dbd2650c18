import { useCallback, useEffect, useRef } from 'react';

/**
 * The focus after a row (or value) is removed: its Remove button is gone, so the focus goes to the "Add" button
 * below, not to the page's body, once the button is enabled again (it is disabled while the removal saves).
 * Returns the ref for the Add button and the call to make as a removal starts.
 */
export function useFocusAfterRemove(busy: boolean) {
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || busy) return;
    pending.current = false;
    addButton.current?.focus();
  }, [busy]);
  const removing = useCallback(() => {
    pending.current = true;
  }, []);
  return { addButton, removing };
}
