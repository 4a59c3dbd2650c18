/** The attribute that marks an action item's first action button, by the item's id. */
export const reminderActionAttribute = 'data-reminder-action';

/** The item whose action takes focus once `id` has left a list showing `ids`: the next one, else the one before. */
export function neighbourOf(ids: readonly string[], id: string): string | undefined {
  const index = ids.indexOf(id);
  if (index < 0) return undefined;
  return ids[index + 1] ?? ids[index - 1];
}

/** How long the neighbour keeps the focus against the grid's own focus handling (see holdFocus). */
const holdMs = 1000;

/**
 * Keeps the focus on `target` for a moment: a data grid whose focused row went away moves its focus to a cell of its
 * own choosing (the first row's) as it settles, after ours. Only a move to another item's action is undone; a move
 * anywhere else is the person's own, and ends the hold.
 */
function holdFocus(target: HTMLElement, until: number): void {
  if (performance.now() > until || !target.isConnected) return;
  const active = document.activeElement;
  if (active !== target) {
    if (!(active instanceof HTMLElement) || !active.hasAttribute(reminderActionAttribute)) return;
    target.focus();
  }
  requestAnimationFrame(() => holdFocus(target, until));
}

/** How long to wait for the list to show the change before falling back: a slow refetch on a busy device. */
const waitMs = 5000;

const actionOf = (id: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[${reminderActionAttribute}]`)).find((element) => element.getAttribute(reminderActionAttribute) === id);

/**
 * Moves focus after item `leftId` left the list: once the list no longer shows it (its rows have re-rendered, so
 * the element focused stays), to the first action of its neighbour, else (the list is empty, or the neighbour moved
 * to another page) to the element with id `fallbackId` (the list's heading). The list re-renders on its own
 * schedule after the refetch, so this waits for it, frame by frame, up to a few seconds.
 */
export function focusAfterLeave(leftId: string, neighbourId: string | undefined, fallbackId: string, deadline = performance.now() + waitMs): void {
  const waiting = performance.now() < deadline;
  const retry = () => requestAnimationFrame(() => focusAfterLeave(leftId, neighbourId, fallbackId, deadline));
  // Focusing the neighbour's button before the rows re-render would lose the focus with the old row.
  if (actionOf(leftId) && waiting) return void retry();
  const target = neighbourId ? actionOf(neighbourId) : undefined;
  if (target) {
    target.focus();
    return holdFocus(target, performance.now() + holdMs);
  }
  if (neighbourId && waiting) return void retry();
  document.getElementById(fallbackId)?.focus();
}
