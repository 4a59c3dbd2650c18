import { useQuery } from '@apollo/client/react';
import { TemplateDocumentsDocument } from './template-documents.generated';

/** One page of the forms started from a template group that the caller may see, opened by its cursor. */
export function useTemplateDocuments(groupId: string, paging: { page: number; size: number; cursor: string | null }) {
  return useQuery(TemplateDocumentsDocument, { variables: { groupId, page: paging.page, size: paging.size, cursor: paging.cursor } });
}
