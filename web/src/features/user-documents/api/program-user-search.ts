import { useQuery } from '@apollo/client/react';
import type { ProgramUserSearchQuery } from '@/gql/graphql';
import { ProgramUserSearchDocument } from './program-user-search.generated';

/** A person the program's user search offers. */
export type ProgramUserOption = ProgramUserSearchQuery['searchUsers'][number];

/** People of the program's campus matching a search of 2 or more characters; skipped otherwise. */
export function useProgramUserSearch(searchTerm: string, campusCode: string | null, { skip }: { skip: boolean }) {
  return useQuery(ProgramUserSearchDocument, { variables: { searchTerm, campusCode }, skip });
}
