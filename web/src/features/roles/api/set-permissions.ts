import { useMutation } from '@apollo/client/react';
import { RolePermissionsDocument } from './role-permissions.generated';
import { SetPermissionsDocument } from './set-permissions.generated';

/** Saves cells of the checkbox table; the table it answers replaces the cached one. */
export function useSetPermissionsMutation() {
  return useMutation(SetPermissionsDocument, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      const { actions, nodeType, nodeId } = variables.input;
      cache.writeQuery({ query: RolePermissionsDocument, variables: { actions, nodeType, nodeId }, data: { permissions: data.setPermissions } });
    },
  });
}
