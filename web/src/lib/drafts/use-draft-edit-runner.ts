import { useState } from 'react';

/** Where the last edit of a draft stands: an editor's status line. */
export type DraftEditState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * Runs an edit of a draft and keeps its status: saving, then saved, or failed with the refusal in plain words
 * (`messageOf`) and the template reloaded (a CONFLICT then shows the latest version). `run` answers whether
 * the edit saved, so the caller can move the focus.
 */
export function useDraftEditRunner(reload: () => Promise<unknown>, messageOf: (error: unknown) => string) {
  const [state, setState] = useState<DraftEditState>({ kind: 'idle' });
  const run = async (save: () => Promise<unknown>) => {
    setState({ kind: 'saving' });
    try {
      await save();
      setState({ kind: 'saved' });
      return true;
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error) });
      await reload().catch(() => undefined);
      return false;
    }
  };
  return { state, run };
}
