import Alert from '@mui/material/Alert';
import { PagedTable, type TableColumn } from '@/components/paged-table';
import { StatusBadge } from '@/components/status-badge';
import type { DocumentSummaryFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { useCursorPageParams, useRememberNextCursor } from '@/lib/pagination/use-cursor-page-params';
import { useUserDocuments } from '../api/user-documents';
import { DocumentName } from './document-name';

const columns: Array<TableColumn<DocumentSummaryFragment>> = [
  { key: 'name', header: 'Name', render: (row) => <DocumentName document={row} /> },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  { key: 'created', header: 'Created Date', render: (row) => formatDate(row.createdDate), hideOnPhone: true },
  { key: 'modified', header: 'Last Modified', render: (row) => formatDate(row.lastSaved) },
];

/** All documents: the user's documents in a table (Name, Status, Created Date, Last Modified), paged by cursor (page, size and cursor in the address). */
export function AllDocuments() {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useUserDocuments(paging);
  useRememberNextCursor(paging, data?.userDocuments.meta);
  if (error) return <Alert severity="error">An error has occurred while fetching documents.</Alert>;
  const result = (data ?? previousData)?.userDocuments;

  return (
    <PagedTable
      label="All documents"
      columns={columns}
      rows={result?.docs ?? []}
      rowKey={(row) => row.id}
      total={result?.meta.total ?? 0}
      paging={paging}
      loading={loading}
      emptyText="You have no documents."
    />
  );
}
