import { useMutation } from '@apollo/client/react';
import { UpdateNotificationTemplateDocument } from './update-notification-template.generated';

/** Saves a notification template at its version (CONFLICT when someone saved first; the cache takes the result). */
export function useUpdateNotificationTemplate() {
  return useMutation(UpdateNotificationTemplateDocument);
}
