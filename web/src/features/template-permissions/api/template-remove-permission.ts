import { useMutation } from '@apollo/client/react';
import { TemplateRemovePermissionDocument } from './template-remove-permission.generated';

/** Removes a draft's template permission of an action and role. */
export function useRemovePermissionMutation() {
  return useMutation(TemplateRemovePermissionDocument);
}
