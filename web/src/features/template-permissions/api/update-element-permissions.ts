import { useMutation } from '@apollo/client/react';
import { UpdateElementPermissionsDocument } from './update-element-permissions.generated';

/** Sets a page's or section's permissions at its version; the template is fetched again for its new version. */
export function useUpdateElementPermissionsMutation() {
  return useMutation(UpdateElementPermissionsDocument, { refetchQueries: ['PermissionsTemplate'], awaitRefetchQueries: true });
}
