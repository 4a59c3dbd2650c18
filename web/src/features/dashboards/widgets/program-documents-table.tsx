import Alert from '@mui/material/Alert';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { AppLink } from '@/components/app-link';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { FormIdTime } from '@/components/form-id-time';
import { RowCard } from '@/components/list-cells';
import { StatusBadge } from '@/components/status-badge';
import type { DocumentSortInput, WidgetDocumentsQuery } from '@/gql/graphql';
import { hasErrorCode } from '@/lib/errors/error-codes';
import { useWidgetDocuments } from '../api/widget-documents';
import { programFormPath } from '../hooks/dashboard-paths';
import { useLocalCursorPaging } from '../hooks/use-local-cursor-paging';

type Row = WidgetDocumentsQuery['documentsByProgram']['docs'][number];

/** The grid's sortable fields and the documentsByProgram sort field each stands for. */
const sortFields: Record<string, DocumentSortInput['field']> = { autoId: 'autoId.string', name: 'name' };
/** The list's own order: newest ID first. */
const defaultSort: GridSortModel = [{ field: 'autoId', sort: 'desc' }];

const sortOf = (model: GridSortModel): DocumentSortInput => {
  const [first] = model.length > 0 ? model : defaultSort;
  return { field: sortFields[first?.field ?? 'autoId'] ?? 'autoId.string', direction: first?.sort === 'asc' ? 'asc' : 'desc' };
};

interface TableProps {
  programId: string;
  templateGroupId?: string;
  title: string;
}

/** One sort's pages: a new sort starts again at page 1 with no cursors (the parent remounts it). */
function SortedDocuments({ programId, templateGroupId, title, sortModel, onSortModelChange }: TableProps & { sortModel: GridSortModel; onSortModelChange(model: GridSortModel): void }) {
  const paging = useLocalCursorPaging();
  const { data, previousData, loading, error } = useWidgetDocuments({ programId, ...(templateGroupId ? { templateGroupId } : {}), sort: sortOf(sortModel) }, paging);
  const result = (data ?? previousData)?.documentsByProgram;
  if (error && !result) {
    // The program's document list is its admins'; another viewer of the dashboard is told so, not shown an error.
    if (hasErrorCode(error, 'FORBIDDEN')) return <Alert severity="info">Only this program’s admins can see its documents here.</Alert>;
    return <Alert severity="error">An error has occurred while fetching forms.</Alert>;
  }
  const link = (row: Row) => (
    <AppLink href={programFormPath(programId, row.id)} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
      {row.name}
    </AppLink>
  );
  const columns: Array<GridColDef<Row>> = [
    { field: 'name', headerName: 'Name', flex: 2, minWidth: 180, renderCell: ({ row }) => link(row) },
    { field: 'autoId', headerName: 'ID', flex: 1, minWidth: 110, valueGetter: (_value, row) => row.autoId ?? '' },
    { field: 'status', headerName: 'Status', flex: 1, minWidth: 110, sortable: false, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
    { field: 'lastSaved', headerName: 'Last Modified', flex: 1, minWidth: 150, sortable: false, renderCell: ({ row }) => <FormIdTime time={row.lastSaved} /> },
  ];
  return (
    <CursorDataGrid
      label={title}
      columns={columns}
      phoneCard={(row) => (
        <RowCard name={link(row)} autoId={row.autoId} time={row.lastSaved} event="Edited">
          <StatusBadge status={row.status} />
        </RowCard>
      )}
      answer={result}
      paging={paging}
      loading={loading && !result}
      emptyText="There are no forms."
      sorting={{ model: sortModel, onChange: onSortModelChange }}
    />
  );
}

/**
 * The program's documents (documentsByProgram), optionally of one template, a server page at a time by cursor,
 * sorted by ID (newest first) or by the ID or Name column's header; each opens inside the program.
 */
export function ProgramDocumentsTable(props: TableProps) {
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort);
  const { field, direction } = sortOf(sortModel);
  return <SortedDocuments key={`${field}:${direction}`} {...props} sortModel={sortModel} onSortModelChange={setSortModel} />;
}
