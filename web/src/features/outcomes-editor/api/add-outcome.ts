import { useMutation } from '@apollo/client/react';
import { OutcomesEditorAddOutcomeDocument } from './add-outcome.generated';

/** Adds an outcome to a group at its version (the cache takes the group returned). */
export function useAddOutcomeMutation() {
  return useMutation(OutcomesEditorAddOutcomeDocument);
}
