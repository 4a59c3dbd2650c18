import { useQuery } from '@apollo/client/react';
import { WorkflowNotificationTemplatesDocument } from './workflow-notification-templates.generated';

/** The notification templates a state or transition may send (the notifications tab's), skipped without a template. */
export function useWorkflowNotificationTemplates(templateId: string | undefined) {
  return useQuery(WorkflowNotificationTemplatesDocument, { variables: { templateId: templateId ?? '' }, skip: !templateId });
}
