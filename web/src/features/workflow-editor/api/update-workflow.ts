import { useMutation } from '@apollo/client/react';
import { UpdateWorkflowDocument } from './update-workflow.generated';

/** Saves a draft version's flow at its revision (CONFLICT when stale); the cache takes the new revision. */
export function useUpdateWorkflowMutation() {
  return useMutation(UpdateWorkflowDocument);
}
