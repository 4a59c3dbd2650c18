import { useQuery } from '@apollo/client/react';
import { NotificationEditorTemplateDocument } from './notification-editor-template.generated';

/** The template a notification is written for: its roles and questions. */
export function useNotificationEditorTemplate(templateId: string) {
  return useQuery(NotificationEditorTemplateDocument, { variables: { id: templateId } });
}
