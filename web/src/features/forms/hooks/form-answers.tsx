import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AnswerLocation } from '@schema/template/answers';
import { sameLocation, type ResponseLike } from '@schema/template/answers-from-responses';
import type { FormQuery } from '@/gql/graphql';
import { AnswerScopeProvider } from './answer-scope';
import type { ElementAccess } from '@schema/forms/element-access';
import type { IndexableTemplate } from '@schema/template/template-index';

/** A stored answer of any kind, as the form query and the saves return it. */
export type FormResponse = NonNullable<FormQuery['form']>['responses'][number];

/** The answer of one kind, picked from a response by its type name. */
export type ResponseOf<K extends FormResponse['__typename']> = Extract<FormResponse, { __typename: K }>;

/** Options chosen in a question but maybe not saved yet, so the page reacts to a choice at once. */
export interface DraftChoice {
  questionId: string;
  location: AnswerLocation | null;
  selectedOptionIds: readonly string[];
}

export interface FormAnswers {
  formId: string;
  /** True when the caller may not change the form in its current status: every control is disabled. */
  readOnly: boolean;
  /** Whether page and section permissions let the caller change an element's answers now. */
  canUpdate(elementId: string): boolean;
  /** Every stored answer, with the choices entered but not yet saved laid over them. */
  effectiveResponses: readonly EffectiveResponse[];
  /** The stored answer of a question (or a table's rows) at a location; null at the top level. */
  response(questionId: string, location: AnswerLocation | null): FormResponse | null;
  /** Notes the options a question shows now, saved or not. */
  noteChoice(draft: DraftChoice): void;
}

/** A response as the visibility rules read it. */
export type EffectiveResponse = ResponseLike;

const FormAnswersContext = createContext<FormAnswers | null>(null);

// A form shown without page and section permissions (a test, a preview) opens every element.
const openAccess: ElementAccess = { canView: () => true, canUpdate: () => true };

function findResponse(responses: readonly FormResponse[], questionId: string, location: AnswerLocation | null): FormResponse | null {
  return responses.find((candidate) => candidate.questionId === questionId && sameLocation(candidate.location, location)) ?? null;
}

function draftKey(questionId: string, location: AnswerLocation | null): string {
  return JSON.stringify([questionId, location?.parentId ?? '', location?.rowId ?? '']);
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function overlay(responses: readonly FormResponse[], drafts: ReadonlyMap<string, DraftChoice>): EffectiveResponse[] {
  const kept: EffectiveResponse[] = responses.filter((response) => !drafts.has(draftKey(response.questionId, response.location)));
  return [...kept, ...drafts.values()];
}

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
  children,
}: {
  formId: string;
  responses: readonly FormResponse[];
  template: IndexableTemplate;
  readOnly?: boolean;
  /** What page and section permissions let the caller see and change (the rule the server applies). */
  access?: ElementAccess;
  children: ReactNode;
}) {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, DraftChoice>>(new Map());
  const noteChoice = useCallback((draft: DraftChoice) => {
    setDrafts((now) => {
      const key = draftKey(draft.questionId, draft.location);
      const known = now.get(key);
      if (known && sameIds(known.selectedOptionIds, draft.selectedOptionIds)) return now;
      return new Map(now).set(key, draft);
    });
  }, []);
  const value = useMemo<FormAnswers>(
    () => ({
      formId,
      readOnly,
      canUpdate: access.canUpdate,
      effectiveResponses: overlay(responses, drafts),
      response: (questionId, location) => findResponse(responses, questionId, location),
      noteChoice,
    }),
    [formId, readOnly, access, responses, drafts, noteChoice],
  );
  return (
    <FormAnswersContext.Provider value={value}>
      <AnswerScopeProvider template={template} responses={value.effectiveResponses} location={null} permitted={access.canView}>
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
