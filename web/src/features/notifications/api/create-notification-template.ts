import { useMutation } from '@apollo/client/react';
import { CreateNotificationTemplateDocument } from './create-notification-template.generated';
import { NotificationTemplatesDocument } from './notification-templates.generated';

/** Creates a notification template; it joins the end of the tab's list in the cache. */
export function useCreateNotificationTemplate(templateId: string) {
  return useMutation(CreateNotificationTemplateDocument, {
    update(cache, { data }) {
      const added = data?.createNotificationTemplate;
      if (!added) return;
      cache.updateQuery({ query: NotificationTemplatesDocument, variables: { templateId } }, (current) =>
        current ? { notificationTemplates: [...current.notificationTemplates.filter((item) => item.id !== added.id), added] } : current,
      );
    },
  });
}
