import { useQuery } from '@apollo/client/react';
import { FacilitiesByUserDocument } from './facilities.generated';

/** One page of a user's facilities, from `cursor` (the previous page's nextCursor) when given. */
export function useFacilities({ userId, size, cursor }: { userId: string; size: number; cursor: string | null }) {
  return useQuery(FacilitiesByUserDocument, { variables: { userId, size, cursor } });
}
