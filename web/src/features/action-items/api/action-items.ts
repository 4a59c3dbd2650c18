import { useQuery } from '@apollo/client/react';
import { ActionItemsDocument } from './action-items.generated';

/** One page (from `cursor`, the previous page's nextCursor, when known) of the caller's action items. */
export function useActionItems({ page, size, cursor }: { page: number; size: number; cursor: string | null }) {
  return useQuery(ActionItemsDocument, { variables: { page, size, cursor } });
}
