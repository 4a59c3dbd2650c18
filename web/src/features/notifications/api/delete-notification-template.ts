import { useMutation } from '@apollo/client/react';
import { DeleteNotificationTemplateDocument } from './delete-notification-template.generated';
import { NotificationTemplatesDocument } from './notification-templates.generated';

/** Deletes a notification template at its version; it leaves the tab's list in the cache. */
export function useDeleteNotificationTemplate(templateId: string) {
  return useMutation(DeleteNotificationTemplateDocument, {
    update(cache, { data }) {
      const removed = data?.deleteNotificationTemplate;
      if (!removed) return;
      cache.updateQuery({ query: NotificationTemplatesDocument, variables: { templateId } }, (current) =>
        current ? { notificationTemplates: current.notificationTemplates.filter((item) => item.id !== removed.id) } : current,
      );
    },
  });
}
