import { useMutation } from '@apollo/client/react';
import { PermissionsRemoveFormRoleDocument } from '@/gql/graphql';

/** Removes a form role from a draft. */
export function useRemoveFormRoleMutation() {
  return useMutation(PermissionsRemoveFormRoleDocument);
}
