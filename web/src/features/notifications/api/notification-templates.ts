import { useQuery } from '@apollo/client/react';
import { NotificationTemplatesDocument } from './notification-templates.generated';

/** The notification templates of a template's group, oldest first. */
export function useNotificationTemplates(templateId: string) {
  return useQuery(NotificationTemplatesDocument, { variables: { templateId }, fetchPolicy: 'cache-and-network' });
}
