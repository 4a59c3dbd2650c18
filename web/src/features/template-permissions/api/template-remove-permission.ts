import { useMutation } from '@apollo/client/react';
import { TemplateRemovePermissionDocument } from '@/gql/graphql';

/** Removes a draft's template permission of an action and role. */
export function useRemovePermissionMutation() {
  return useMutation(TemplateRemovePermissionDocument);
}
