import { useMutation } from '@apollo/client/react';
import { PermissionsUpdateFormRoleDocument } from '@/gql/graphql';

/** Renames a draft's form role. */
export function useUpdateFormRoleMutation() {
  return useMutation(PermissionsUpdateFormRoleDocument);
}
