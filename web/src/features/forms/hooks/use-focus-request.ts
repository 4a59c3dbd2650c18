import { useEffect, useRef } from 'react';
import { focusFirstAnswerControl } from '../components/fields/focus-first-field';
import { useAnswerLocation } from './answer-scope';
import { useOptionalFormValidation } from './form-validation';

/**
 * A ref for a question's frame that takes the focus when the error summary asks for this question: its first
 * answer control, or the frame itself when it has none. Questions in rows are never asked for.
 */
export function useFocusRequest<T extends HTMLElement>(questionId: string | undefined) {
  const ref = useRef<T>(null);
  const validation = useOptionalFormValidation();
  const topLevel = useAnswerLocation() === null;
  const request = validation?.focusRequest;
  const focusDone = validation?.focusDone;
  useEffect(() => {
    if (!request || !topLevel || request.questionId !== questionId) return;
    if (!focusFirstAnswerControl(ref.current)) ref.current?.focus();
    focusDone?.();
  }, [request, topLevel, questionId, focusDone]);
  return ref;
}
