import { useMutation } from '@apollo/client/react';
import { TemplateAddPermissionDocument } from './template-add-permission.generated';

/** Adds a template permission (an action, a role, its statuses) to a draft at its revision. */
export function useAddPermissionMutation() {
  return useMutation(TemplateAddPermissionDocument);
}
