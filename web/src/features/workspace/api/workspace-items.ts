import { useQuery } from '@apollo/client/react';
import { WorkspaceItemsDocument } from './workspace-items.generated';

/** One page (from `cursor`, the previous page's nextCursor, when known) of the caller's workspace, newest start date first. */
export function useWorkspaceItems({ page, size, cursor }: { page: number; size: number; cursor: string | null }) {
  return useQuery(WorkspaceItemsDocument, { variables: { page, size, cursor } });
}
