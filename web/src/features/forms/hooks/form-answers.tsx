import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { FormDocument, type FormQuery } from '@/gql/graphql';

type FormResponse = NonNullable<FormQuery['form']>['responses'][number];

/** A text answer as the server last confirmed it. */
export interface TextAnswer {
  text: string;
  version: number;
}

interface FormAnswers {
  formId: string;
  /** The stored text answer of a question outside tables and subforms. */
  textAnswer(questionId: string): TextAnswer | null;
  /** Fetches the form again and returns the question's stored answer (after a CONFLICT). */
  reloadTextAnswer(questionId: string): Promise<TextAnswer | null>;
}

const FormAnswersContext = createContext<FormAnswers | null>(null);

function findTextAnswer(responses: readonly FormResponse[], questionId: string): TextAnswer | null {
  const response = responses.find(
    (candidate) => candidate.questionId === questionId && !candidate.location?.parentId && !candidate.location?.rowId,
  );
  return response?.__typename === 'TextResponse' ? { text: response.text, version: response.version } : null;
}

/** Gives the questions of a form its id and answers, wherever they sit in the element tree. */
export function FormAnswersProvider({
  formId,
  responses,
  children,
}: {
  formId: string;
  responses: readonly FormResponse[];
  children: ReactNode;
}) {
  const client = useApolloClient();
  const reloadTextAnswer = useCallback(
    async (questionId: string) => {
      const result = await client.query({ query: FormDocument, variables: { id: formId }, fetchPolicy: 'network-only' });
      return findTextAnswer(result.data?.form?.responses ?? [], questionId);
    },
    [client, formId],
  );
  const value = useMemo<FormAnswers>(
    () => ({ formId, textAnswer: (questionId) => findTextAnswer(responses, questionId), reloadTextAnswer }),
    [formId, responses, reloadTextAnswer],
  );
  return <FormAnswersContext.Provider value={value}>{children}</FormAnswersContext.Provider>;
}

/** The answers of the form being shown, or null outside a form (a template's preview). */
export function useOptionalFormAnswers(): FormAnswers | null {
  return useContext(FormAnswersContext);
}

/** The answers of the form being shown. */
export function useFormAnswers(): FormAnswers {
  const answers = useContext(FormAnswersContext);
  if (!answers) throw new Error('useFormAnswers must be used inside a FormAnswersProvider');
  return answers;
}
