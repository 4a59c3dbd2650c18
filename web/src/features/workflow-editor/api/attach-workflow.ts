import { useMutation } from '@apollo/client/react';
import { AttachWorkflowDocument } from './attach-workflow.generated';

/** Attaches a published workflow version to a draft template; the cache takes the template's new workflow ids. */
export function useAttachWorkflowMutation() {
  return useMutation(AttachWorkflowDocument);
}
