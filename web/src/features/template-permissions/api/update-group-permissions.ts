import { useMutation } from '@apollo/client/react';
import { TemplateGroupPermissionsTableDocument } from './group-permissions.generated';
import { UpdateTemplateGroupPermissionsTableDocument } from './update-group-permissions.generated';

/** Sets a template group's whole permissions table; the table query takes the answer as stored. */
export function useUpdateGroupPermissionsMutation(templateGroupId: string) {
  return useMutation(UpdateTemplateGroupPermissionsTableDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: TemplateGroupPermissionsTableDocument,
        variables: { templateGroupId },
        data: { templateGroupPermissions: data.updateTemplateGroupPermissions },
      });
    },
  });
}
