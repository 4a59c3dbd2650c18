import { useMutation } from '@apollo/client/react';
import { GrantLibraryAccessDocument } from './grant-library-access.generated';

/** Grants an access level on a library; the grant list and the library (the caller's own rights may change) are read again. */
export const useGrantLibraryAccess = () => useMutation(GrantLibraryAccessDocument, { refetchQueries: ['LibraryGrants', 'FetchLibrarySchema'], awaitRefetchQueries: true });
