import { useQuery } from '@apollo/client/react';
import { SubWorkflowTemplatesDocument } from './sub-workflow-templates.generated';

/** The templates a sub-workflow may start from, for a template group on a campus (skipped until both are known). */
export function useSubWorkflowTemplates(groupId: string | undefined, campusCode: string | undefined) {
  return useQuery(SubWorkflowTemplatesDocument, { variables: { groupId: groupId ?? '', campusCode: campusCode ?? '' }, skip: !groupId || !campusCode, errorPolicy: 'all' });
}
