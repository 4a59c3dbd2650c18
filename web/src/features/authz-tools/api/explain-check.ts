import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ExplainCheckQuery, FgaCheckInput } from '@/gql/graphql';
import { ExplainCheckDocument } from './explain-check.generated';

/** Why a check answers as it does: the path that granted it, or the nearest that would have. */
export type CheckExplanation = ExplainCheckQuery['fgaExplain'];

/** One step of an explanation, in depth-first order. */
export type ExplanationStep = CheckExplanation['steps'][number];

/** Asks why a check answers as it does; never cached, so it explains the tuples as they are now. */
export function useExplainCheckQuery() {
  const client = useApolloClient();
  return useCallback(
    async (input: FgaCheckInput): Promise<CheckExplanation> => {
      const { data } = await client.query({ query: ExplainCheckDocument, variables: { input }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('The explanation gave no answer.');
      return data.fgaExplain;
    },
    [client],
  );
}
