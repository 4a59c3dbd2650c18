import { useMutation } from '@apollo/client/react';
import { OutcomesEditorAddOutcomeDocument } from '@/gql/graphql';

/** Adds an outcome to a group at its version (the cache takes the group returned). */
export function useAddOutcomeMutation() {
  return useMutation(OutcomesEditorAddOutcomeDocument);
}
