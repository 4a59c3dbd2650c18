import { useMutation } from '@apollo/client/react';
import { RevokeLibraryAccessDocument } from './revoke-library-access.generated';

/** Takes a grant back; the grant list and the library (the caller's own rights may change) are read again. */
export const useRevokeLibraryAccess = () => useMutation(RevokeLibraryAccessDocument, { refetchQueries: ['LibraryGrants', 'FetchLibrarySchema'], awaitRefetchQueries: true });
