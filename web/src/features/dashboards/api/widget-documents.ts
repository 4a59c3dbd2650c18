import { useQuery } from '@apollo/client/react';
import type { DocumentSortInput } from '@/gql/graphql';
import type { CursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { WidgetDocumentsDocument } from './widget-documents.generated';

/** What a document table asks for: the program, an optional template (a filter rule), and the sort. */
export interface WidgetDocumentsQuery {
  programId: string;
  templateGroupId?: string;
  sort: DocumentSortInput;
}

/** One page of the program's documents (documentsByProgram) for a document table widget. */
export function useWidgetDocuments({ programId, templateGroupId, sort }: WidgetDocumentsQuery, paging: Pick<CursorPageParams, 'page' | 'size' | 'cursor'>) {
  const filter = templateGroupId ? { rules: [{ key: 'templateGroupId', operator: 'equals', value: templateGroupId }] } : null;
  return useQuery(WidgetDocumentsDocument, { variables: { programId, filter, sort, page: paging.page, size: paging.size, cursor: paging.cursor } });
}
