import { useQuery } from '@apollo/client/react';
import { WorkspaceItemsDocument } from './workspace-items.generated';

/** One page of the caller's workspace, newest start date first. */
export function useWorkspaceItems(page: number, size: number) {
  return useQuery(WorkspaceItemsDocument, { variables: { page, size } });
}
