import { useState } from 'react';
import { useExplainCheckQuery, type CheckExplanation } from '../api/explain-check';
import { checkInput, type TupleQuestion } from './use-tuple-tools';

/** The "Why?" disclosure of one Check answer: closed, or open with the explanation, loading or failed. */
export interface ExplanationState {
  open: boolean;
  loading: boolean;
  explanation: CheckExplanation | null;
  error: string | null;
  toggle(): void;
}

/** Opens and closes "Why?" for a question, asking the API once, the first time it opens. */
export function useExplanation(question: TupleQuestion): ExplanationState {
  const explain = useExplainCheckQuery();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [explanation, setExplanation] = useState<CheckExplanation | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setLoading(true);
    setError(null);
    try {
      setExplanation(await explain(checkInput(question)));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  }

  function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening && !explanation && !loading) void load();
  }

  return { open, loading, explanation, error, toggle };
}
