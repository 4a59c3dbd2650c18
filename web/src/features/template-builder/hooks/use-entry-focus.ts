import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves the focus after a list edit: to a new entry once the list shows it, or, after a removal, to the entry that
 * took the removed one's place (else the one before it, else the list's heading). Entries carry `data-entry-id`.
 */
export function useEntryFocus(list: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>, ids: readonly string[]) {
  const [pending, setPending] = useState<string | null>(null);
  const idsKey = ids.join('\n');
  const lastIds = useRef(ids);
  lastIds.current = ids;
  useEffect(() => {
    if (!pending) return;
    const entry = Array.from(list.current?.querySelectorAll<HTMLElement>('[data-entry-id]') ?? []).find((element) => element.dataset.entryId === pending);
    if (!entry) return;
    entry.focus();
    setPending(null);
  }, [pending, idsKey, list]);
  return {
    /** After an add: the entry of `id` takes the focus once it is listed. */
    focusEntry: (id: string) => setPending(id),
    /** After a removal of `id`: its neighbour takes the focus, or the heading when the list is empty. */
    focusAfterRemoving: (id: string) => {
      const current = lastIds.current;
      const index = current.indexOf(id);
      const next = current[index + 1] ?? current[index - 1];
      if (next) setPending(next);
      else heading.current?.focus();
    },
  };
}
