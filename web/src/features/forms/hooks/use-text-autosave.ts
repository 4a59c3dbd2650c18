import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useUpdateTextResponse } from '../api/update-text-response';
import type { TextAnswer } from './form-answers';

/** Where an answer's save stands, as the question shows it. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The network failed; the text is kept and sent again. */
  | { kind: 'retrying' }
  /** The server refused the answer; the text is kept and sent again on the next edit. */
  | { kind: 'failed'; message: string }
  /** Someone saved a newer answer; it replaced the edit. */
  | { kind: 'conflict'; message: string };

/** Pause after the last keystroke before saving. */
export const autosaveDelayMs = 600;
const firstRetryMs = 1_000;
const longestRetryMs = 30_000;
const conflictMessage = 'This answer was changed elsewhere. The newer answer is shown.';

interface AutosaveOptions {
  formId: string;
  questionId: string;
  /** The answer as the server last confirmed it, or null when there is none yet. */
  stored: TextAnswer | null;
  /** Fetches the stored answer again after a CONFLICT. */
  reload(): Promise<TextAnswer | null>;
}

/**
 * Saves a text answer as it is typed: after a short pause and on blur, one save at a time, each based on the
 * version the edit started from. Network failures keep the text and retry with backoff; a CONFLICT takes the
 * server's newer answer.
 */
export function useTextAutosave({ formId, questionId, stored, reload }: AutosaveOptions) {
  const [mutate] = useUpdateTextResponse();
  const [value, setValue] = useState(stored?.text ?? '');
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(stored?.text ?? '');
  const confirmed = useRef(stored?.text ?? '');
  const baseVersion = useRef(stored?.version ?? 0);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryDelay = useRef(firstRetryMs);
  // The latest reload, kept in a ref so `flush` stays the same function across renders.
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  const adopt = useCallback((answer: TextAnswer) => {
    latest.current = answer.text;
    confirmed.current = answer.text;
    baseVersion.current = answer.version;
    setValue(answer.text);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) return;
    const text = latest.current;
    if (text === confirmed.current) return;
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const result = await mutate({
        variables: { input: { formId, questionId, text, location: null, expectedVersion: baseVersion.current } },
      });
      const saved = result.data?.updateTextResponse.responses.find((response) => response.questionId === questionId);
      baseVersion.current = saved?.version ?? baseVersion.current + 1;
      confirmed.current = text;
      retryDelay.current = firstRetryMs;
      inFlight.current = false;
      if (latest.current !== text) return flush();
      setState({ kind: 'saved' });
    } catch (error) {
      inFlight.current = false;
      if (hasErrorCode(error, 'CONFLICT')) {
        const newer = await reloadRef.current().catch(() => null);
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
  }, [adopt, formId, mutate, questionId]);

  const onChange = useCallback(
    (text: string) => {
      latest.current = text;
      setValue(text);
      setState((current) => (current.kind === 'saving' || current.kind === 'retrying' ? current : { kind: 'pending' }));
      if (!inFlight.current) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), autosaveDelayMs);
      }
    },
    [flush],
  );

  const onBlur = useCallback(() => void flush(), [flush]);

  // A newer stored answer (for example after a reload) replaces the text when there is no unsaved edit.
  const storedText = stored?.text;
  const storedVersion = stored?.version;
  useEffect(() => {
    if (storedText === undefined || storedVersion === undefined) return;
    const unsaved = inFlight.current || latest.current !== confirmed.current;
    if (!unsaved && storedVersion > baseVersion.current) adopt({ text: storedText, version: storedVersion });
  }, [adopt, storedText, storedVersion]);

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

  return { value, state, onChange, onBlur };
}
