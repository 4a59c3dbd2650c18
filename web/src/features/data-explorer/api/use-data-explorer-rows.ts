import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { DataExplorerExportInput, DataExplorerRowsInput } from '@/gql/graphql';
import { DataExplorerExportDocument } from './data-explorer-export.generated';
import { DataExplorerRowsDocument, DataExplorerTemplatesDocument } from './data-explorer-rows.generated';

/** The templates the program's Data Explorer offers the caller. */
export const useDataExplorerTemplates = (programId: string) => useQuery(DataExplorerTemplatesDocument, { variables: { programId }, fetchPolicy: 'cache-and-network' });

/** One page of rows. */
export const useDataExplorerRows = (input: DataExplorerRowsInput) => useQuery(DataExplorerRowsDocument, { variables: { input }, fetchPolicy: 'cache-and-network' });

/** Fetches the export's stretches of CSV, straight from the network (a stretch is read once: not worth caching). */
export function useExportFetcher() {
  const client = useApolloClient();
  return useCallback(
    async (input: DataExplorerExportInput) => {
      const answer = await client.query({ query: DataExplorerExportDocument, variables: { input }, fetchPolicy: 'no-cache' });
      if (!answer.data) throw answer.error ?? new Error('The export stretch did not arrive.');
      return answer.data.dataExplorerExport;
    },
    [client],
  );
}
