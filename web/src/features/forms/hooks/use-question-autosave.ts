import { useMemo } from 'react';
import type { AnswerLocation } from '@schema/template/answers';
import { savedVersion, type SavedFormResult } from '../api/saved-form-cache';
import { useAnswerLocation } from './answer-scope';
import { useFormAnswers, useStoredResponse, type FormResponse } from './form-answers';
import { useAnswerAutosave, type AnswerAutosaveOptions, type StoredAnswer } from './use-answer-autosave';

/** What every answer save sends besides the value. */
export interface AnswerTarget {
  formId: string;
  questionId: string;
  location: { parentId: string | null; rowId: string | null } | null;
  expectedVersion: number;
}

/** How one question kind reads, compares and saves its answer. */
export interface QuestionAutosaveOptions<T> extends Pick<AnswerAutosaveOptions<T>, 'empty' | 'equal' | 'delayMs' | 'canSave'> {
  questionId: string;
  /** The value of a stored response, or null when the response is of another kind. */
  read(response: FormResponse): T | null;
  /** Runs the kind's save mutation and returns what it saved. */
  send(value: T, target: AnswerTarget): Promise<SavedFormResult | null | undefined>;
}

function toInput(location: AnswerLocation | null): AnswerTarget['location'] {
  return location ? { parentId: location.parentId ?? null, rowId: location.rowId ?? null } : null;
}

function storedOf<T>(response: FormResponse | null, read: (response: FormResponse) => T | null): StoredAnswer<T> | null {
  const value = response ? read(response) : null;
  return response && value !== null ? { value, version: response.version } : null;
}

/**
 * Autosaves one question's answer at the location it is rendered in (the form's top level, a table row or a
 * repeatable-section instance), starting from the stored answer there.
 */
export function useQuestionAutosave<T>({ questionId, read, send, canSave, ...rest }: QuestionAutosaveOptions<T>) {
  const answers = useFormAnswers();
  const location = useAnswerLocation();
  const response = useStoredResponse(questionId, location);
  // `read` is a new function each render; the stored answer changes only with the response.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stored = useMemo(() => storedOf(response, read), [response]);
  const autosave = useAnswerAutosave<T>({
    ...rest,
    // A template's preview tries answers out on the page only.
    canSave: answers.preview ? () => false : canSave,
    stored,
    async send(value, expectedVersion) {
      const input = toInput(location);
      const saved = await send(value, { formId: answers.formId, questionId, location: input, expectedVersion });
      return savedVersion(saved, questionId, input);
    },
    fromConflict: (current) => storedOf(current as FormResponse, read),
  });
  return { ...autosave, location };
}
