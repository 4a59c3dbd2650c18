import { useQuery } from '@apollo/client/react';
import type { LibraryGrantPeopleQuery } from '@/gql/graphql';
import { LibraryGrantPeopleDocument } from './library-grant-people.generated';

/** A person the grant panel offers. */
export type GrantPerson = LibraryGrantPeopleQuery['libraryGrantPeople'][number];

/** People of a campus to grant a library to, for a settled search of 2 or more characters; skipped otherwise. */
export function useLibraryGrantPeople(libraryId: string, campusCode: string, searchTerm: string, { skip }: { skip: boolean }) {
  const result = useQuery(LibraryGrantPeopleDocument, { variables: { libraryId, searchTerm, campusCode }, skip });
  return { people: result.data?.libraryGrantPeople ?? [], loading: result.loading, error: result.error };
}
