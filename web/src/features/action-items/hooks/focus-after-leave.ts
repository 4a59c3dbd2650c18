/** The attribute that marks an action item's first action button, by the item's id. */
export const reminderActionAttribute = 'data-reminder-action';

/** The item whose action takes focus once `id` has left a list showing `ids`: the next one, else the one before. */
export function neighbourOf(ids: readonly string[], id: string): string | undefined {
  const index = ids.indexOf(id);
  if (index < 0) return undefined;
  return ids[index + 1] ?? ids[index - 1];
}

/** How many frames to wait for the list to show its new rows before falling back (about half a second). */
const maxFrames = 30;

/**
 * Moves focus after an item left the list: to the first action of its neighbour once the list shows it, else
 * (the list is empty, or the neighbour moved to another page) to the element with id `fallbackId` (the list's
 * heading). The list re-renders on its own schedule after the refetch, so this waits for the row to appear.
 */
export function focusAfterLeave(neighbourId: string | undefined, fallbackId: string, frame = 0): void {
  const target = neighbourId
    ? Array.from(document.querySelectorAll<HTMLElement>(`[${reminderActionAttribute}]`)).find((element) => element.getAttribute(reminderActionAttribute) === neighbourId)
    : undefined;
  if (target) {
    target.focus();
    return;
  }
  if (neighbourId && frame < maxFrames) {
    requestAnimationFrame(() => focusAfterLeave(neighbourId, fallbackId, frame + 1));
    return;
  }
  document.getElementById(fallbackId)?.focus();
}
