import { useQuery } from '@apollo/client/react';
import type { LibraryGrantRolesQuery } from '@/gql/graphql';
import { LibraryGrantRolesDocument } from './library-grant-roles.generated';

/** A role the grant panel offers. */
export type GrantRole = LibraryGrantRolesQuery['libraryGrantRoles'][number];

/** The global roles and those of a campus and its programs, to grant a library to; skipped until a campus is chosen. */
export const useLibraryGrantRoles = (libraryId: string, campusCode: string | null) =>
  useQuery(LibraryGrantRolesDocument, { variables: { libraryId, campusCode }, skip: campusCode === null });
