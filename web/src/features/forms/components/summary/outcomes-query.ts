import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import type { FormOutcomesQuery, ResponseFieldsFragment } from '@/gql/graphql';
import { FormOutcomesDocument } from './outcomes-query.generated';

/** One outcome group of a form with the outcomes of it that hold. */
export type FormOutcomeGroup = FormOutcomesQuery['formOutcomes'][number];

/** How long answers must stay unchanged before the outcomes are fetched again. */
export const outcomesRefetchDelayMs = 800;

/**
 * What outcomes depend on: the options selected at the top level of the form. Other answers (text, dates, rows)
 * change this key not at all, so typing never refetches.
 */
export function optionAnswersKey(responses: readonly ResponseFieldsFragment[]): string {
  return responses
    .flatMap((response) =>
      response.__typename === 'OptionResponse' && !response.location?.parentId && !response.location?.rowId
        ? [`${response.questionId}=${[...response.selectedOptionIds].sort().join(',')}`]
        : [],
    )
    .sort()
    .join(';');
}

/**
 * The outcomes that hold for a form (formOutcomes), fetched again once its selected options have stayed the same
 * for `outcomesRefetchDelayMs`. Empty while loading or when they cannot be read.
 */
export function useFormOutcomes(formId: string, responses: readonly ResponseFieldsFragment[]): FormOutcomeGroup[] {
  const { data, refetch } = useQuery(FormOutcomesDocument, { variables: { formId } });
  const key = useMemo(() => optionAnswersKey(responses), [responses]);
  const fetchedFor = useRef(key);
  useEffect(() => {
    if (fetchedFor.current === key) return undefined;
    const timer = setTimeout(() => {
      fetchedFor.current = key;
      void refetch().catch(() => undefined);
    }, outcomesRefetchDelayMs);
    return () => clearTimeout(timer);
  }, [key, refetch]);
  return data?.formOutcomes ?? [];
}
