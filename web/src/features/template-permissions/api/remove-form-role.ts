import { useMutation } from '@apollo/client/react';
import { PermissionsRemoveFormRoleDocument } from './remove-form-role.generated';

/** Removes a form role from a draft. */
export function useRemoveFormRoleMutation() {
  return useMutation(PermissionsRemoveFormRoleDocument);
}
