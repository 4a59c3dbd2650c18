import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AppLink } from '@/components/app-link';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { FormIdTime } from '@/components/form-id-time';
import { NameWithId, RowCard } from '@/components/list-cells';
import { PageContainer } from '@/components/page-container';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { WorkspaceStatusLabel } from '@/components/workspace-status-label';
import type { WorkspaceItemsQuery } from '@/gql/graphql';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkspaceItems } from '../api/workspace-items';
import { MyOutcomes } from './my-outcomes';

type WorkspaceItem = WorkspaceItemsQuery['inventoryItemsByUser']['docs'][number];

const itemLink = (row: WorkspaceItem) => (
  <AppLink href={row.link} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
    {row.name}
  </AppLink>
);

const columns: Array<GridColDef<WorkspaceItem>> = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 2,
    minWidth: 200,
    renderCell: ({ row }) => <NameWithId name={itemLink(row)} autoId={row.label} />,
  },
  { field: 'type', headerName: 'Type', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 120, renderCell: ({ row }) => <WorkspaceStatusLabel status={row.statusDisplay ?? row.status} /> },
  { field: 'startDate', headerName: 'Start Date', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.startDate} /> },
];

/** A workspace item on a phone: name, its id with when it started, its type and status. */
function WorkspaceCard({ row }: { row: WorkspaceItem }) {
  return (
    <RowCard name={itemLink(row)} autoId={row.label} time={row.startDate} event="Started">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
        <Typography variant="body2">{row.type}</Typography>
        <WorkspaceStatusLabel status={row.statusDisplay ?? row.status} />
      </Box>
    </RowCard>
  );
}

/** The caller's whole workspace in a grid (cards on phones), paged by cursor, with page, size and cursor in the address, then their outcomes. */
export function WorkspacePage() {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useWorkspaceItems(paging);
  useDocumentTitle('Workspace');
  if (error && !data) return <QueryErrorPage error={error} />;
  const result = (data ?? previousData)?.inventoryItemsByUser;

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Workspace
      </Typography>
      <CursorDataGrid
        label="Workspace"
        columns={columns}
        phoneCard={(row) => <WorkspaceCard row={row} />}
        answer={result}
        paging={paging}
        loading={loading}
        emptyText="Your workspace is empty."
      />
      <MyOutcomes />
    </PageContainer>
  );
}
