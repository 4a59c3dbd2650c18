import { useMutation } from '@apollo/client/react';
import { AddRoleMemberDocument } from './add-role-member.generated';

/** Adds a person to a role; the role it answers, members included, updates the cached role. */
export function useAddRoleMemberMutation() {
  return useMutation(AddRoleMemberDocument);
}
