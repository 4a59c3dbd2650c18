import { useQuery } from '@apollo/client/react';
import type { SearchUsersQuery } from '@/gql/graphql';
import { SearchUsersDocument } from './search-users.generated';

/** A person the member picker offers. */
export type UserOption = SearchUsersQuery['searchUsers'][number];

/** People of a campus (the caller's when omitted) matching a search of 2 or more characters; skipped otherwise. */
export function useSearchUsers(searchTerm: string, campusCode: string | null, { skip }: { skip: boolean }) {
  return useQuery(SearchUsersDocument, { variables: { searchTerm, campusCode }, skip });
}
