import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { formAnswerProblems, type AnswerProblem, type DateValues } from '@schema/forms/answer-validation';
import type { ResponseLike } from '@schema/template/answers-from-responses';
import type { IndexableTemplate } from '@schema/template/template-index';
import { useAnswerLocation } from './answer-scope';
import { useEffectiveResponses, useFormAnswers } from './form-answers';
import { ValidationStore, type FocusRequest } from './validation-store';

export type { FocusRequest } from './validation-store';

/** The answer problems the page shows after the server refused an action for them, and focus requests to them. */
export interface FormValidation {
  /** The problems of the answers as they are now; empty until an action has been refused for them. */
  problems: readonly AnswerProblem[];
  /** Counts the refusals that showed the problems: the summary takes the focus each time it changes. */
  shownCount: number;
  /** Shows the problems (after the server refused an action for them) and keeps them up to date as answers change. */
  show(): void;
  focusRequest: FocusRequest | null;
  requestFocus(problem: AnswerProblem): void;
  /** Called by the question that took the focus. */
  focusDone(): void;
}

const FormValidationContext = createContext<FormValidation | null>(null);
// The questions' own view of the validation: one object for the form's life, read through selectors.
const QuestionValidationContext = createContext<{ store: ValidationStore; focusDone(): void } | null>(null);

const noProblems: readonly AnswerProblem[] = [];

/**
 * Keeps a form's answer problems once an action was refused for them. The list is computed by the same pure
 * check the server refuses with (schema/src/forms/answer-validation), from the answers as they are now, so a
 * problem goes away as soon as its answer is fixed.
 */
export function FormValidationProvider({ template, children }: { template: IndexableTemplate; children: ReactNode }) {
  const { canUpdate } = useFormAnswers();
  const effectiveResponses = useEffectiveResponses();
  const [shownCount, setShownCount] = useState(0);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const problems = useMemo(
    () =>
      shownCount > 0
        ? // As the server does: only questions the caller may change now count (not a section kept for another role).
          formAnswerProblems(template, effectiveResponses as readonly (ResponseLike & DateValues)[], new Date()).filter((problem) => canUpdate(problem.questionId))
        : noProblems,
    [shownCount, template, effectiveResponses, canUpdate],
  );
  const show = useCallback(() => setShownCount((count) => count + 1), []);
  const requestFocus = useCallback((problem: AnswerProblem) => setFocusRequest({ questionId: problem.questionId, pageId: problem.pageId ?? null }), []);
  const focusDone = useCallback(() => setFocusRequest(null), []);
  const value = useMemo(
    () => ({ problems, shownCount, show, focusRequest, requestFocus, focusDone }),
    [problems, shownCount, show, focusRequest, requestFocus, focusDone],
  );
  const [store] = useState(() => new ValidationStore());
  useLayoutEffect(() => store.update(problems, focusRequest), [store, problems, focusRequest]);
  const questions = useMemo(() => ({ store, focusDone }), [store, focusDone]);
  return (
    <FormValidationContext.Provider value={value}>
      <QuestionValidationContext.Provider value={questions}>{children}</QuestionValidationContext.Provider>
    </FormValidationContext.Provider>
  );
}

/** The form's answer validation, or null outside a form (a template's preview). */
export function useOptionalFormValidation(): FormValidation | null {
  return useContext(FormValidationContext);
}

const noStore = () => () => {};

/** The problems shown for a question answered once per form (none in rows, or outside a form). */
export function useQuestionProblems(questionId: string | undefined): readonly AnswerProblem[] {
  const validation = useContext(QuestionValidationContext);
  const topLevel = useAnswerLocation() === null;
  const selected = useSyncExternalStore(validation?.store.subscribe ?? noStore, () =>
    validation && questionId && topLevel ? validation.store.problemsOf(questionId) : noProblems,
  );
  return selected;
}

/**
 * The summary's request that this question take the focus (null when it asks another one, or outside a form),
 * and the call that says it was done.
 */
export function useQuestionFocusRequest(questionId: string | undefined): { request: FocusRequest | null; focusDone?: () => void } {
  const validation = useContext(QuestionValidationContext);
  const request = useSyncExternalStore(validation?.store.subscribe ?? noStore, () =>
    validation && questionId ? validation.store.focusRequestFor(questionId) : null,
  );
  return { request, focusDone: validation?.focusDone };
}
