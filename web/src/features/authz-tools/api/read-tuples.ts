import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FgaReadInput, ReadTuplesQuery } from '@/gql/graphql';
import { ReadTuplesDocument } from './read-tuples.generated';

/** One page of stored tuples. */
export type TuplePage = ReadTuplesQuery['fgaRead'];

/** A stored tuple as the Read table shows it. */
export type ReadTuple = TuplePage['tuples'][number];

/** Reads one page of stored tuples matching a filter; never cached, so a repeated Read shows the store as it is now. */
export function useReadTuplesQuery() {
  const client = useApolloClient();
  return useCallback(
    async (input: FgaReadInput): Promise<TuplePage> => {
      const { data } = await client.query({ query: ReadTuplesDocument, variables: { input }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('The read gave no answer.');
      return data.fgaRead;
    },
    [client],
  );
}
