import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FgaCheckInput } from '@/gql/graphql';
import { CheckTupleDocument } from './check-tuple.generated';

/** Asks whether a user has a relation on an object; never cached, so each Check asks the engine. */
export function useCheckTupleQuery() {
  const client = useApolloClient();
  return useCallback(
    async (input: FgaCheckInput): Promise<boolean> => {
      const { data } = await client.query({ query: CheckTupleDocument, variables: { input }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('The check gave no answer.');
      return data.fgaCheck.allowed;
    },
    [client],
  );
}
