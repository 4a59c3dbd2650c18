import { useMutation } from '@apollo/client/react';
import { OutcomesEditorUpdateOutcomeDocument } from './update-outcome.generated';

/** Replaces an outcome of a group at its version (the cache takes the group returned). */
export function useUpdateOutcomeMutation() {
  return useMutation(OutcomesEditorUpdateOutcomeDocument);
}
