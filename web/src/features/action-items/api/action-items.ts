import { useQuery } from '@apollo/client/react';
import { ActionItemsDocument } from './action-items.generated';

/** One page of the caller's action items. */
export function useActionItems(page: number, size: number) {
  return useQuery(ActionItemsDocument, { variables: { page, size } });
}
