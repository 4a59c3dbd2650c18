import { useQuery } from '@apollo/client/react';
import { NotificationOutboxDocument } from './outbox.generated';

/** The latest mails of the local outbox (FORBIDDEN for anyone but global administrators). */
export function useOutbox() {
  return useQuery(NotificationOutboxDocument, { variables: { page: 1, size: 10 }, fetchPolicy: 'network-only' });
}
