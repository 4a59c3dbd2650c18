import { useQuery } from '@apollo/client/react';
import { RecentDocumentsDocument } from './recent-documents.generated';

/** Recents: up to 8 of the caller's latest 25 documents, the last changed first. */
export function useRecentDocuments() {
  return useQuery(RecentDocumentsDocument);
}
