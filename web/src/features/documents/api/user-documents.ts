import { useQuery } from '@apollo/client/react';
import { UserDocumentsDocument } from './user-documents.generated';

/** One page of the caller's own documents, newest first (All documents). */
export function useUserDocuments(page: number, size: number) {
  return useQuery(UserDocumentsDocument, { variables: { page, size } });
}
