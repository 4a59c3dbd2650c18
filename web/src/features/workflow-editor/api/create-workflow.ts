import { useMutation } from '@apollo/client/react';
import { CreateWorkflowDocument } from './create-workflow.generated';

/** Creates the template group's workflow (Draft → Submitted → Approved); the tab's list is fetched again. */
export function useCreateWorkflowMutation() {
  return useMutation(CreateWorkflowDocument, { refetchQueries: ['WorkflowsByTemplateGroup'], awaitRefetchQueries: true });
}
