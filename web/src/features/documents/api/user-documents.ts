import { useQuery } from '@apollo/client/react';
import { UserDocumentsDocument } from './user-documents.generated';

/** One page (from `cursor`, the previous page's nextCursor, when known) of the caller's own documents, newest first (All documents). */
export function useUserDocuments({ page, size, cursor }: { page: number; size: number; cursor: string | null }) {
  return useQuery(UserDocumentsDocument, { variables: { page, size, cursor } });
}
