import { useMutation } from '@apollo/client/react';
import { TemplateAddPermissionDocument } from '@/gql/graphql';

/** Adds a template permission (an action, a role, its statuses) to a draft at its revision. */
export function useAddPermissionMutation() {
  return useMutation(TemplateAddPermissionDocument);
}
