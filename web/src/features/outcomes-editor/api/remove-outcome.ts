import { useMutation } from '@apollo/client/react';
import { OutcomesEditorRemoveOutcomeDocument } from './remove-outcome.generated';

/** Removes an outcome from a group at its version (the cache takes the group returned). */
export function useRemoveOutcomeMutation() {
  return useMutation(OutcomesEditorRemoveOutcomeDocument);
}
