import { useMutation } from '@apollo/client/react';
import { RemoveRoleMemberDocument } from './remove-role-member.generated';

/** Removes a person from a role; the role it answers, members included, updates the cached role. */
export function useRemoveRoleMemberMutation() {
  return useMutation(RemoveRoleMemberDocument);
}
