import { useMutation } from '@apollo/client/react';
import { PermissionsUpdateFormRoleDocument } from './update-form-role.generated';

/** Renames a draft's form role. */
export function useUpdateFormRoleMutation() {
  return useMutation(PermissionsUpdateFormRoleDocument);
}
