import Alert from '@mui/material/Alert';
import type { GridColDef } from '@mui/x-data-grid';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { FormIdTime } from '@/components/form-id-time';
import { SubjectLine, subjectText } from '@/components/form-subject';
import { NameWithId, RowCard } from '@/components/list-cells';
import { StatusBadge } from '@/components/status-badge';
import type { DocumentSummaryFragment } from '@/gql/graphql';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useUserDocuments } from '../api/user-documents';
import { DocumentName } from './document-name';

const columns: Array<GridColDef<DocumentSummaryFragment>> = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 200, renderCell: ({ row }) => <NameWithId name={<DocumentName document={row} />} autoId={row.autoId} /> },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 150, valueGetter: (_value, row) => subjectText(row.subject) },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 120, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
  { field: 'createdDate', headerName: 'Created Date', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.createdDate} /> },
  { field: 'lastSaved', headerName: 'Last Modified', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.lastSaved} /> },
];

/** A document on a phone: name, its id with when it was last edited, its subject and its status. */
const documentCard = (document: DocumentSummaryFragment) => (
  <RowCard name={<DocumentName document={document} />} autoId={document.autoId} time={document.lastSaved} event="Edited">
    <SubjectLine subject={document.subject} />
    <StatusBadge status={document.status} />
  </RowCard>
);

/**
 * All documents: the user's documents in a grid (Name with the form's id, Subject, Status, Created Date, Last Modified;
 * cards on phones), paged by cursor (page, size and cursor in the address).
 */
export function AllDocuments() {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useUserDocuments(paging);
  if (error) return <Alert severity="error">An error has occurred while fetching documents.</Alert>;
  const result = (data ?? previousData)?.userDocuments;

  return (
    <CursorDataGrid
      label="All documents"
      columns={columns}
      phoneCard={documentCard}
      answer={result}
      paging={paging}
      loading={loading}
      emptyText="You have no documents."
    />
  );
}
