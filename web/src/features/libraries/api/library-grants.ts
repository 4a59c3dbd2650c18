import { useQuery } from '@apollo/client/react';
import type { LibraryGrantPartsFragment } from '@/gql/graphql';
import { LibraryGrantsDocument } from './library-grants.generated';

/** One grant of a library as the screens show it. */
export type LibraryGrantView = LibraryGrantPartsFragment;

/** How many grants a page brings. */
export const grantPageSize = 25;

/**
 * A library's grants, first page; `loadMore` appends the next page (the cursor's). Grants and revokes refetch it
 * (LibraryGrants), which starts again at the first page.
 */
export function useLibraryGrants(libraryId: string) {
  const result = useQuery(LibraryGrantsDocument, { variables: { libraryId, limit: grantPageSize }, notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' });
  const nextCursor = result.data?.libraryGrants.cursor ?? null;
  const loadMore = () =>
    nextCursor
      ? result.fetchMore({
          variables: { cursor: nextCursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            libraryGrants: { ...fetchMoreResult.libraryGrants, grants: [...previous.libraryGrants.grants, ...fetchMoreResult.libraryGrants.grants] },
          }),
        })
      : Promise.resolve();
  return { ...result, grants: result.data?.libraryGrants.grants, nextCursor, loadMore };
}
