import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnswerLocation } from '@schema/template/answers';
import type { ResponseLike } from '@schema/template/answers-from-responses';
import type { ElementAccess } from '@schema/forms/element-access';
import type { IndexableTemplate } from '@schema/template/template-index';
import type { FormQuery } from '@/gql/graphql';
import { AnswerScopeProvider } from './answer-scope';
import type { DraftChoice } from './draft-choices';
import { createFormAnswerStore, type FormAnswerStore } from './form-answer-store';

export type { DraftChoice } from './draft-choices';

/** A stored answer of any kind, as the form query and the saves return it. */
export type FormResponse = NonNullable<FormQuery['form']>['responses'][number];

/** The answer of one kind, picked from a response by its type name. */
export type ResponseOf<K extends FormResponse['__typename']> = Extract<FormResponse, { __typename: K }>;

/** A response as the visibility rules read it. */
export type EffectiveResponse = ResponseLike;

/**
 * The form being shown. It stays the same object while answers change: a component reads the answers it needs
 * through the hooks below, which subscribe to its slice of the form's answer store only.
 */
export interface FormAnswers {
  formId: string;
  /** True when the caller may not change the form in its current status: every control is disabled. */
  readOnly: boolean;
  /** A template's preview: answers are tried on the page (conditions follow them) but never saved. */
  preview: boolean;
  /** Whether page and section permissions let the caller change an element's answers now. */
  canUpdate(elementId: string): boolean;
  /** The answers, drafts and visibility of the form, outside React. */
  store: FormAnswerStore<FormResponse>;
  /** Notes the options a question shows now, saved or not. */
  noteChoice(draft: DraftChoice): void;
}

const FormAnswersContext = createContext<FormAnswers | null>(null);

// A form shown without page and section permissions (a test, a preview) opens every element.
const openAccess: ElementAccess = { canView: () => true, canUpdate: () => true };

/**
 * Gives the questions of a form its id and answers wherever they sit in the element tree, and the visibility of
 * its elements at the top level (rows add their own scope).
 */
export function FormAnswersProvider({
  formId,
  responses,
  template,
  readOnly = false,
  access = openAccess,
  preview = false,
  children,
}: {
  formId: string;
  responses: readonly FormResponse[];
  template: IndexableTemplate;
  readOnly?: boolean;
  /** What page and section permissions let the caller see and change (the rule the server applies). */
  access?: ElementAccess;
  /** A template's preview (the builder's): nothing is saved. */
  preview?: boolean;
  children: ReactNode;
}) {
  const [store] = useState(() => createFormAnswerStore(template, access.canView, responses));
  // Before paint, so the questions whose answers the server changed re-render in the same frame.
  useLayoutEffect(() => store.setRules(template, access.canView), [store, template, access.canView]);
  useLayoutEffect(() => store.setResponses(responses), [store, responses]);
  const value = useMemo<FormAnswers>(
    () => ({ formId, readOnly, preview, canUpdate: access.canUpdate, store, noteChoice: store.noteChoice }),
    [formId, readOnly, preview, access.canUpdate, store],
  );
  return (
    <FormAnswersContext.Provider value={value}>
      <AnswerScopeProvider store={store} location={null}>
        {children}
      </AnswerScopeProvider>
    </FormAnswersContext.Provider>
  );
}

/** The answers of the form being shown, or null outside a form (a template's preview). */
export function useOptionalFormAnswers(): FormAnswers | null {
  return useContext(FormAnswersContext);
}

/**
 * Whether the form being shown is read-only for the caller (false outside a form); given an element, also when
 * its page or section permissions do not let the caller change it now.
 */
export function useFormReadOnly(elementId?: string): boolean {
  const answers = useContext(FormAnswersContext);
  if (!answers) return false;
  return answers.readOnly || (elementId !== undefined && !answers.canUpdate(elementId));
}

/** The answers of the form being shown. */
export function useFormAnswers(): FormAnswers {
  const answers = useContext(FormAnswersContext);
  if (!answers) throw new Error('useFormAnswers must be used inside a FormAnswersProvider');
  return answers;
}

/** The stored response of a question at a location; re-renders only when that response changes. */
export function useStoredResponse(questionId: string, location: AnswerLocation | null): FormResponse | null {
  const { store } = useFormAnswers();
  return useSyncExternalStore(store.subscribe, () => store.response(questionId, location));
}

/** Every stored response with the unsaved choices over them; re-renders on every answer change. */
export function useEffectiveResponses(): readonly EffectiveResponse[] {
  const { store } = useFormAnswers();
  return useSyncExternalStore(store.subscribe, store.effectiveResponses);
}
