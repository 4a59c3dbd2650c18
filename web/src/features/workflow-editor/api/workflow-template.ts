import { useQuery } from '@apollo/client/react';
import type { WorkflowTemplateQuery } from '@/gql/graphql';
import { WorkflowTemplateDocument } from './workflow-template.generated';

/** The template as the workflow tab sees it. */
export type WorkflowTemplate = NonNullable<WorkflowTemplateQuery['templateById']>;

/** The template of the workflow tab: its header, action settings and the questions guards may test. */
export function useWorkflowTemplate(templateId: string) {
  return useQuery(WorkflowTemplateDocument, { variables: { id: templateId } });
}
