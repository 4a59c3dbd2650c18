import { useQuery } from '@apollo/client/react';
import { PermissionsWorkflowDocument } from './permissions-workflow.generated';

/** The flow of the workflow version a template has attached (skipped while it has none). */
export function usePermissionsWorkflow(workflowVersionId: string | null | undefined) {
  return useQuery(PermissionsWorkflowDocument, { variables: { id: workflowVersionId ?? '' }, skip: !workflowVersionId });
}
