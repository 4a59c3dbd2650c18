import { useMutation } from '@apollo/client/react';
import { TemplateUpdatePermissionDocument } from '@/gql/graphql';

/** Replaces the statuses of a draft's template permission of the same action and role. */
export function useUpdatePermissionMutation() {
  return useMutation(TemplateUpdatePermissionDocument);
}
