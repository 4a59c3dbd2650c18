import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { PagedTable, type TableColumn } from '@/components/paged-table';
import { PageContainer } from '@/components/page-container';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { WorkspaceStatusLabel } from '@/components/workspace-status-label';
import type { WorkspaceItemsQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { useCursorPageParams, useRememberNextCursor } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkspaceItems } from '../api/workspace-items';
import { MyOutcomes } from './my-outcomes';

type WorkspaceItem = WorkspaceItemsQuery['inventoryItemsByUser']['docs'][number];

const columns: Array<TableColumn<WorkspaceItem>> = [
  { key: 'name', header: 'Name', render: (row) => <AppLink href={row.link}>{row.name}</AppLink> },
  { key: 'type', header: 'Type', render: (row) => row.type, hideOnPhone: true },
  { key: 'status', header: 'Status', render: (row) => <WorkspaceStatusLabel status={row.statusDisplay ?? row.status} /> },
  { key: 'start', header: 'Start Date', render: (row) => formatDate(row.startDate), hideOnPhone: true },
];

/** The caller's whole workspace, paged by cursor, with page, size and cursor in the address, then their outcomes. */
export function WorkspacePage() {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useWorkspaceItems(paging);
  useRememberNextCursor(paging, data?.inventoryItemsByUser.meta);
  useDocumentTitle('Workspace');
  if (error && !data) return <QueryErrorPage error={error} />;
  const result = (data ?? previousData)?.inventoryItemsByUser;

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Workspace
      </Typography>
      <PagedTable
        label="Workspace"
        columns={columns}
        rows={result?.docs ?? []}
        rowKey={(row) => row.id}
        total={result?.meta.total ?? 0}
        paging={paging}
        loading={loading}
        emptyText="Your workspace is empty."
      />
      <MyOutcomes />
    </PageContainer>
  );
}
