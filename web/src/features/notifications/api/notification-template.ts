import { useQuery } from '@apollo/client/react';
import { NotificationTemplateDocument } from './notification-template.generated';

/** One notification template (skipped for a new one). */
export function useNotificationTemplate(id: string | undefined) {
  return useQuery(NotificationTemplateDocument, { variables: { id: id ?? '' }, skip: !id });
}
