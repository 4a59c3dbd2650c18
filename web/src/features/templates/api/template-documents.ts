import { useQuery } from '@apollo/client/react';
import { TemplateDocumentsDocument } from './template-documents.generated';

/** One page of the forms started from a template group that the caller may see. */
export function useTemplateDocuments(groupId: string, page: number, size: number) {
  return useQuery(TemplateDocumentsDocument, { variables: { groupId, page, size } });
}
