import { useCallback, useRef, useState } from 'react';
import { saveErrorMessage } from './save-error-message';

/** Where a table's saves stand, for its status line. */
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * Saves one change at a time, in the order they were made, so each save is based on the revision the
 * previous one left. While a save waits, `valueOf` answers the value the author asked for (so a ticked box
 * stays ticked). After a failure the waiting saves are dropped and `reload` fetches what is stored.
 */
export function useSaveQueue(reload: () => Promise<unknown>) {
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const failed = useRef<string | null>(null);
  const nextJob = useRef(0);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [overrides, setOverrides] = useState<ReadonlyMap<string, { value: boolean; job: number }>>(new Map());

  const finish = useCallback((key: string, job: number) => {
    setOverrides((current) => {
      if (current.get(key)?.job !== job) return current;
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);

  const enqueue = useCallback(
    (key: string, value: boolean, save: () => Promise<unknown>) => {
      const job = ++nextJob.current;
      if (pending.current === 0) failed.current = null;
      pending.current += 1;
      setState({ kind: 'saving' });
      setOverrides((current) => new Map(current).set(key, { value, job }));
      queue.current = queue.current.then(async () => {
        try {
          if (!failed.current) await save();
        } catch (error) {
          failed.current = saveErrorMessage(error);
          await reload().catch(() => undefined);
        } finally {
          pending.current -= 1;
          finish(key, job);
          if (pending.current === 0) setState(failed.current ? { kind: 'failed', message: failed.current } : { kind: 'saved' });
        }
      });
    },
    [finish, reload],
  );

  const valueOf = useCallback((key: string, stored: boolean) => overrides.get(key)?.value ?? stored, [overrides]);
  return { enqueue, valueOf, state, busy: () => pending.current > 0 };
}

/** The state of several tables' saves shown as one: a failure first, then saving, then saved. */
export function combinedState(...states: SaveState[]): SaveState {
  return (
    states.find((state) => state.kind === 'failed') ??
    states.find((state) => state.kind === 'saving') ??
    states.find((state) => state.kind === 'saved') ?? { kind: 'idle' }
  );
}
