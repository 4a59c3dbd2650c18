import { useMutation } from '@apollo/client/react';
import { StartWorkflowDraftDocument } from './start-workflow-draft.generated';

/** Starts (or finds) the draft that follows a published version; the tab's list is fetched again. */
export function useStartWorkflowDraftMutation() {
  return useMutation(StartWorkflowDraftDocument, { refetchQueries: ['WorkflowsByTemplateGroup'], awaitRefetchQueries: true });
}
