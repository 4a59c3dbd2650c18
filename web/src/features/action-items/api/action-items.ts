import { useQuery } from '@apollo/client/react';
import { ActionItemsDocument } from './action-items.generated';

/**
 * One page (from `cursor`, the previous page's nextCursor, when known) of the caller's action items: the open
 * ones, or with `closed` the completed and dismissed ones.
 */
export function useActionItems({ page, size, cursor, closed }: { page: number; size: number; cursor: string | null; closed: boolean }) {
  return useQuery(ActionItemsDocument, { variables: { page, size, cursor, closed } });
}
