import { useMutation, useQuery } from '@apollo/client/react';
import { DataExplorerConfigDocument, SaveDataExplorerConfigDocument } from './data-explorer-config.generated';

/** The program's Data Explorer configuration with its candidate templates and roles (program admins). */
export const useDataExplorerConfig = (programId: string) => useQuery(DataExplorerConfigDocument, { variables: { programId }, fetchPolicy: 'cache-and-network' });

/** Saves the whole configuration at the version it was read at; the answer updates the cached configuration. */
export const useSaveDataExplorerConfig = () => useMutation(SaveDataExplorerConfigDocument);
