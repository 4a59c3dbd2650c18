import { useEffect, useRef } from 'react';
import { focusFirstAnswerControl } from '../components/fields/focus-first-field';
import { useAnswerLocation } from './answer-scope';
import { useQuestionFocusRequest } from './form-validation';

/**
 * A ref for a question's frame that takes the focus when the error summary asks for this question: its first
 * answer control, or the frame itself when it has none. Questions in rows are never asked for.
 */
export function useFocusRequest<T extends HTMLElement>(questionId: string | undefined) {
  const ref = useRef<T>(null);
  const topLevel = useAnswerLocation() === null;
  const { request, focusDone } = useQuestionFocusRequest(questionId);
  useEffect(() => {
    if (!request || !topLevel) return;
    if (!focusFirstAnswerControl(ref.current)) ref.current?.focus();
    focusDone?.();
  }, [request, topLevel, focusDone]);
  return ref;
}
