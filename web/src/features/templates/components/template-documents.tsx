import Alert from '@mui/material/Alert';
import { AppLink } from '@/components/app-link';
import { PagedTable, type TableColumn } from '@/components/paged-table';
import { StatusBadge } from '@/components/status-badge';
import type { TemplateDocumentsQuery } from '@/gql/graphql';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { formatDate } from '@/lib/format-date';
import { usePageParams } from '@/lib/pagination/use-page-params';
import { formPath } from '@/lib/paths';
import { useTemplateDocuments } from '../api/template-documents';

type TemplateDocument = TemplateDocumentsQuery['documentsByTemplateGroup']['docs'][number];

/** The forms started from a template group: Name, Status, Created Date, Last Modified, paged. */
export function TemplateDocuments({ groupId }: { groupId: string }) {
  const paging = usePageParams();
  const formV2 = useFeatureFlag('rollout-form-v2');
  const { data, previousData, loading, error } = useTemplateDocuments(groupId, paging.page, paging.size);
  if (error) return <Alert severity="error">An error has occurred while fetching forms.</Alert>;
  const result = (data ?? previousData)?.documentsByTemplateGroup;

  const columns: Array<TableColumn<TemplateDocument>> = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        <AppLink href={formPath(row.id, { v2: formV2.enabled })}>{row.autoId ? `${row.name} (${row.autoId})` : row.name}</AppLink>
      ),
    },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    { key: 'created', header: 'Created Date', render: (row) => formatDate(row.createdDate), hideOnPhone: true },
    { key: 'modified', header: 'Last Modified', render: (row) => formatDate(row.lastSaved) },
  ];

  return (
    <PagedTable
      label="Forms of this template"
      columns={columns}
      rows={result?.docs ?? []}
      rowKey={(row) => row.id}
      total={result?.meta.total ?? 0}
      paging={paging}
      loading={loading}
      emptyText="There are no forms."
    />
  );
}
