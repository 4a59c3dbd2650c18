import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { PagedTable, type TableColumn } from '@/components/paged-table';
import { PageContainer } from '@/components/page-container';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import type { ActionItemsQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { useCursorPageParams, useRememberNextCursor } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActionItems } from '../api/action-items';

type Reminder = ActionItemsQuery['reminders']['docs'][number];

const columns: Array<TableColumn<Reminder>> = [
  {
    key: 'title',
    header: 'Title',
    render: (row) => (row.details.link ? <AppLink href={row.details.link}>{row.details.title}</AppLink> : row.details.title),
  },
  { key: 'description', header: 'Description', render: (row) => row.details.description ?? '', hideOnPhone: true },
  { key: 'created', header: 'Created Date', render: (row) => formatDate(row.createdDate) },
];

/** Every open action item of the caller, paged by cursor, with page, size and cursor in the address. */
export function ActionItemsPage() {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useActionItems(paging);
  useRememberNextCursor(paging, data?.reminders.meta);
  useDocumentTitle('Action Items');
  if (error && !data) return <QueryErrorPage error={error} />;
  const result = (data ?? previousData)?.reminders;

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Action Items
      </Typography>
      <PagedTable
        label="Action Items"
        columns={columns}
        rows={result?.docs ?? []}
        rowKey={(row) => row.id}
        total={result?.meta.total ?? 0}
        paging={paging}
        loading={loading}
        emptyText="You have no action items."
      />
    </PageContainer>
  );
}
