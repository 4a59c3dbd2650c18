/** How long to wait for an idle moment before running anyway (browsers without requestIdleCallback, busy pages). */
export const idleFallbackMs = 2000;

/** Runs `task` when the browser is next idle (or after {@link idleFallbackMs} at most); returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: idleFallbackMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, idleFallbackMs);
  return () => window.clearTimeout(handle);
}
