import { useQuery } from '@apollo/client/react';
import type { WorkflowFieldsFragment } from '@/gql/graphql';
import { WorkflowsByTemplateGroupDocument } from './workflows-by-template-group.generated';

/** A workflow version as the workflow tab sees it (its flow is JSON text). */
export type WorkflowVersion = WorkflowFieldsFragment;

/** The template group's workflow versions, newest first (skipped until the group is known). */
export function useWorkflowsByTemplateGroup(templateGroupId: string | undefined) {
  return useQuery(WorkflowsByTemplateGroupDocument, { variables: { templateGroupId: templateGroupId ?? '' }, skip: !templateGroupId });
}
