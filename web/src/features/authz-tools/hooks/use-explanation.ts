import { useState } from 'react';
import { useExplainCheckQuery, type CheckExplanation } from '../api/explain-check';
import { objectOfUser, useObjectNamesQuery, type ObjectNames } from '../api/object-names';
import { checkInput, type TupleQuestion } from './use-tuple-tools';

/** The "Why?" disclosure of one Check answer: closed, or open with the explanation, loading or failed. */
export interface ExplanationState {
  open: boolean;
  loading: boolean;
  explanation: CheckExplanation | null;
  /** The names of the people, roles, campuses and programs its tuples name. */
  names: ObjectNames;
  error: string | null;
  toggle(): void;
}

/** Opens and closes "Why?" for a question, asking the API once, the first time it opens. */
export function useExplanation(question: TupleQuestion): ExplanationState {
  const explain = useExplainCheckQuery();
  const objectNames = useObjectNamesQuery();
  const [names, setNames] = useState<ObjectNames>(new Map());
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [explanation, setExplanation] = useState<CheckExplanation | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setLoading(true);
    setError(null);
    try {
      const found = await explain(checkInput(question));
      const tuples = found.steps.flatMap((step) => (step.tuple ? [step.tuple] : []));
      setNames(await objectNames(tuples.flatMap((tuple) => [objectOfUser(tuple.user), tuple.object])));
      setExplanation(found);
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

  return { open, loading, explanation, names, error, toggle };
}
