import Alert from '@mui/material/Alert';
import type { GridColDef } from '@mui/x-data-grid';
import { AppLink } from '@/components/app-link';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { FormIdTime } from '@/components/form-id-time';
import { NameWithId, RowCard } from '@/components/list-cells';
import { StatusBadge } from '@/components/status-badge';
import type { ProgramTemplateFormsQuery } from '@/gql/graphql';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useProgramTemplateForms } from '../api/program-template-forms';
import { programFormPath } from '../hooks/program-paths';

type Row = ProgramForm;
type ProgramForm = ProgramTemplateFormsQuery['documentsByTemplateGroup']['docs'][number];

/** The forms started from a template, opened inside the program: Name, Status, Created, Last Modified, paged by cursor. */
export function ProgramTemplateForms({ programId, groupId }: { programId: string; groupId: string }) {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useProgramTemplateForms(groupId, paging);
  const result = (data ?? previousData)?.documentsByTemplateGroup;
  if (error && !result) return <Alert severity="error">An error has occurred while fetching forms.</Alert>;

  const link = (row: Row) => (
    <AppLink href={programFormPath(programId, row.id)} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
      {row.name}
    </AppLink>
  );
  const columns: Array<GridColDef<ProgramForm>> = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => <NameWithId name={link(row)} autoId={row.autoId} />,
    },
    { field: 'status', headerName: 'Status', flex: 1, minWidth: 110, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
    { field: 'createdDate', headerName: 'Created', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.createdDate} /> },
    { field: 'lastSaved', headerName: 'Last Modified', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.lastSaved} /> },
  ];

  return (
    <CursorDataGrid
      label="Forms of this template"
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
    />
  );
}
