import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { conflictCurrent, hasErrorCode } from '@/lib/errors/error-codes';

/** Where an answer's save stands, as the question shows it. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The network failed; the answer is kept and sent again. */
  | { kind: 'retrying' }
  /** The server refused the answer; the answer is kept and sent again on the next edit. */
  | { kind: 'failed'; message: string }
  /** Someone saved a newer answer; it replaced the edit. */
  | { kind: 'conflict'; message: string };

/** An answer's value as the server last confirmed it, with the version it carries. */
export interface StoredAnswer<T> {
  value: T;
  version: number;
}

/** Pause after the last keystroke before saving typed answers. */
export const typingDelayMs = 600;
const firstRetryMs = 1_000;
const longestRetryMs = 30_000;
const conflictMessage = 'This answer was changed elsewhere. The newer answer is shown.';

/** What the autosave needs to know about one answer. */
export interface AnswerAutosaveOptions<T> {
  /** The answer as the server last confirmed it, or null when there is none yet. */
  stored: StoredAnswer<T> | null;
  /** The value shown when there is no stored answer. */
  empty: T;
  equal(a: T, b: T): boolean;
  /** Pause after a change before saving: 0 saves at once (choices, toggles, dates). */
  delayMs: number;
  /** Whether a value may be sent (a half-typed number may not); others wait for the next change. */
  canSave?(value: T): boolean;
  /** Sends the value based on `expectedVersion`; resolves to the saved answer's version when known. */
  send(value: T, expectedVersion: number): Promise<number | undefined>;
  /** Reads the server's current answer that a CONFLICT carries (its details' `current`); null when unreadable. */
  fromConflict(current: unknown): StoredAnswer<T> | null;
}

/**
 * Saves an answer of any kind as it is entered: after `delayMs` and on `commit`, one save at a time, each based
 * on the version the edit started from. Network failures keep the value and retry with backoff; a CONFLICT adopts
 * the server's newer answer that the refusal carries; leaving the page with an unsaved answer asks first.
 */
export function useAnswerAutosave<T>(options: AnswerAutosaveOptions<T>) {
  const { stored, empty, delayMs } = options;
  const initial = stored ? stored.value : empty;
  const [value, setValue] = useState<T>(initial);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(initial);
  const confirmed = useRef(initial);
  const baseVersion = useRef(stored?.version ?? 0);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryDelay = useRef(firstRetryMs);
  // The latest options, kept in a ref so `flush` stays the same function across renders.
  const current = useRef(options);
  useEffect(() => {
    current.current = options;
  });

  const adopt = useCallback((answer: StoredAnswer<T>) => {
    latest.current = answer.value;
    confirmed.current = answer.value;
    baseVersion.current = answer.version;
    setValue(answer.value);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    const { equal, canSave, send } = current.current;
    const next = latest.current;
    if (equal(next, confirmed.current)) return;
    if (canSave && !canSave(next)) return;
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const version = await send(next, baseVersion.current);
      baseVersion.current = version ?? baseVersion.current + 1;
      confirmed.current = next;
      retryDelay.current = firstRetryMs;
      inFlight.current = false;
      if (!equal(latest.current, next)) return flush();
      setState({ kind: 'saved' });
    } catch (error) {
      inFlight.current = false;
      if (hasErrorCode(error, 'CONFLICT')) {
        // The refusal carries the server's answer: adopt it instead of reading the whole form again.
        const server = conflictCurrent<unknown>(error);
        const newer = server ? current.current.fromConflict(server) : null;
        if (newer) adopt(newer);
        setState({ kind: 'conflict', message: conflictMessage });
      } else if (CombinedGraphQLErrors.is(error)) {
        setState({ kind: 'failed', message: error.errors[0]?.message ?? 'The answer could not be saved.' });
      } else {
        setState({ kind: 'retrying' });
        timer.current = setTimeout(() => void flush(), retryDelay.current);
        retryDelay.current = Math.min(retryDelay.current * 2, longestRetryMs);
      }
    }
  }, [adopt]);

  /** Takes a new value and saves it after the delay (at once when the delay is 0). */
  const change = useCallback(
    (next: T) => {
      latest.current = next;
      setValue(next);
      setState((now) => (now.kind === 'saving' || now.kind === 'retrying' ? now : { kind: 'pending' }));
      if (inFlight.current) return;
      clearTimeout(timer.current);
      if (delayMs <= 0) void flush();
      else timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Saves what is entered now (on blur). */
  const commit = useCallback(() => void flush(), [flush]);

  // A newer stored answer (for example after a reload) replaces the value when there is no unsaved edit.
  const storedVersion = stored?.version;
  const storedRef = useRef(stored);
  useEffect(() => {
    storedRef.current = stored;
  });
  useEffect(() => {
    const newer = storedRef.current;
    if (!newer || storedVersion === undefined) return;
    const unsaved = inFlight.current || !current.current.equal(latest.current, confirmed.current);
    if (!unsaved && storedVersion > baseVersion.current) adopt(newer);
  }, [adopt, storedVersion]);

  // Retry as soon as the browser is back online; save what is left when the question goes away.
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);
  useEffect(() => () => void flush(), [flush]);

  // Warn before leaving the page while an answer is not yet saved.
  const unsaved = state.kind === 'pending' || state.kind === 'saving' || state.kind === 'retrying';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { value, state, change, commit };
}
