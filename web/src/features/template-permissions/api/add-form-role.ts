import { useMutation } from '@apollo/client/react';
import { PermissionsAddFormRoleDocument } from '@/gql/graphql';

/** Adds a form role (rolesV2) to a draft at its revision. */
export function useAddFormRoleMutation() {
  return useMutation(PermissionsAddFormRoleDocument);
}
