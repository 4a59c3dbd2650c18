import { useMutation } from '@apollo/client/react';
import { DeleteRoleDocument } from './delete-role.generated';

/** Deletes a role with its memberships and permissions; the cached role goes, the level's lists are fetched again. */
export function useDeleteRoleMutation() {
  return useMutation(DeleteRoleDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Role', id: data.deleteRole }) });
      cache.gc();
    },
    refetchQueries: ['NodeRoles', 'RolePermissions'],
  });
}
