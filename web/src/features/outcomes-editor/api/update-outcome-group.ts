import { useMutation } from '@apollo/client/react';
import { OutcomesEditorUpdateOutcomeGroupDocument } from './update-outcome-group.generated';

/** Changes a group's name, type, risk levels or scales at its version (the cache takes the group returned). */
export function useUpdateOutcomeGroupMutation() {
  return useMutation(OutcomesEditorUpdateOutcomeGroupDocument);
}
