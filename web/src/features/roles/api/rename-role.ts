import { useMutation } from '@apollo/client/react';
import { RenameRoleDocument } from './rename-role.generated';

/** Renames a role; the answer updates the cached role, and the level's list is fetched again for its order. */
export function useRenameRoleMutation() {
  return useMutation(RenameRoleDocument, { refetchQueries: ['NodeRoles', 'RolePermissions'], awaitRefetchQueries: true });
}
