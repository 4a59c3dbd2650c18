import { useMutation } from '@apollo/client/react';
import { PermissionsAddFormRoleDocument } from './add-form-role.generated';

/** Adds a form role (rolesV2) to a draft at its revision. */
export function useAddFormRoleMutation() {
  return useMutation(PermissionsAddFormRoleDocument);
}
