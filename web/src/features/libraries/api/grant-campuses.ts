import { useQuery } from '@apollo/client/react';
import { LibraryGrantCampusesDocument } from './grant-campuses.generated';

/** The campuses whose people and roles the caller may grant a library to. */
export const useLibraryGrantCampuses = (libraryId: string) => useQuery(LibraryGrantCampusesDocument, { variables: { libraryId } });
