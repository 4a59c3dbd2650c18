import { useMutation } from '@apollo/client/react';
import { PublishWorkflowDocument } from './publish-workflow.generated';

/** Publishes a draft version (BAD_USER_INPUT with details.problems when it is not valid). */
export function usePublishWorkflowMutation() {
  return useMutation(PublishWorkflowDocument, { refetchQueries: ['WorkflowsByTemplateGroup'], awaitRefetchQueries: true });
}
