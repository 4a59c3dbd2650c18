import { useMutation } from '@apollo/client/react';
import { UpdateNotificationTemplateDocument } from '@/gql/graphql';

/** Saves a notification template at its version (CONFLICT when someone saved first; the cache takes the result). */
export function useUpdateNotificationTemplate() {
  return useMutation(UpdateNotificationTemplateDocument);
}
