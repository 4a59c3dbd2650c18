import Alert from '@mui/material/Alert';
import { AppLink } from '@/components/app-link';
import { PagedTable, type TableColumn } from '@/components/paged-table';
import { StatusBadge } from '@/components/status-badge';
import type { ProgramTemplateFormsQuery } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { usePageParams } from '@/lib/pagination/use-page-params';
import { useProgramTemplateForms } from '../api/program-template-forms';
import { programFormPath } from '../hooks/program-paths';

type ProgramForm = ProgramTemplateFormsQuery['documentsByTemplateGroup']['docs'][number];

/** The forms started from a template, opened inside the program: Name, Status, Created, Last Modified, paged. */
export function ProgramTemplateForms({ programId, groupId }: { programId: string; groupId: string }) {
  const paging = usePageParams();
  const { data, previousData, loading, error } = useProgramTemplateForms(groupId, paging.page, paging.size);
  const result = (data ?? previousData)?.documentsByTemplateGroup;
  if (error && !result) return <Alert severity="error">An error has occurred while fetching forms.</Alert>;

  const columns: Array<TableColumn<ProgramForm>> = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => <AppLink href={programFormPath(programId, row.id)}>{row.autoId ? `${row.name} (${row.autoId})` : row.name}</AppLink>,
    },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
    { key: 'created', header: 'Created', render: (row) => formatDate(row.createdDate), hideOnPhone: true },
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
      loading={loading && !result}
      emptyText="There are no forms."
    />
  );
}
