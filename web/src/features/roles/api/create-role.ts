import { useMutation } from '@apollo/client/react';
import { CreateRoleDocument } from './create-role.generated';

/** Creates a role at a level; the level's roles and checkbox table are fetched again before it resolves. */
export function useCreateRoleMutation() {
  return useMutation(CreateRoleDocument, { refetchQueries: ['NodeRoles', 'RolePermissions'], awaitRefetchQueries: true });
}
