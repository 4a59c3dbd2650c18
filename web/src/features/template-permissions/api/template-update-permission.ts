import { useMutation } from '@apollo/client/react';
import { TemplateUpdatePermissionDocument } from './template-update-permission.generated';

/** Replaces the statuses of a draft's template permission of the same action and role. */
export function useUpdatePermissionMutation() {
  return useMutation(TemplateUpdatePermissionDocument);
}
