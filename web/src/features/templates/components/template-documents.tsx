import Alert from '@mui/material/Alert';
import type { GridColDef } from '@mui/x-data-grid';
import { AppLink } from '@/components/app-link';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { FormIdTime } from '@/components/form-id-time';
import { SubjectLine, subjectText } from '@/components/form-subject';
import { NameWithId, RowCard } from '@/components/list-cells';
import { StatusBadge } from '@/components/status-badge';
import type { TemplateDocumentsQuery } from '@/gql/graphql';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { formPath } from '@/lib/paths';
import { useTemplateDocuments } from '../api/template-documents';

type Row = TemplateDocument;
type TemplateDocument = TemplateDocumentsQuery['documentsByTemplateGroup']['docs'][number];

/** The forms started from a template group: Name, Status, Created Date, Last Modified, paged by cursor. */
export function TemplateDocuments({ groupId }: { groupId: string }) {
  const paging = useCursorPageParams();
  const formV2 = useFeatureFlag('rollout-form-v2');
  const { data, previousData, loading, error } = useTemplateDocuments(groupId, paging);
  if (error) return <Alert severity="error">An error has occurred while fetching forms.</Alert>;
  const result = (data ?? previousData)?.documentsByTemplateGroup;

  const link = (row: Row) => (
    <AppLink href={formPath(row.id, { v2: formV2.enabled })} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
      {row.name}
    </AppLink>
  );
  const columns: Array<GridColDef<TemplateDocument>> = [
    {
      field: 'name',
      headerName: 'Name',
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => <NameWithId name={link(row)} autoId={row.autoId} />,
    },
    { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 150, valueGetter: (_value, row) => subjectText(row.subject) },
    { field: 'status', headerName: 'Status', flex: 1, minWidth: 110, renderCell: ({ row }) => <StatusBadge status={row.status} /> },
    { field: 'createdDate', headerName: 'Created Date', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.createdDate} /> },
    { field: 'lastSaved', headerName: 'Last Modified', flex: 1, minWidth: 150, renderCell: ({ row }) => <FormIdTime time={row.lastSaved} /> },
  ];

  return (
    <CursorDataGrid
      label="Forms of this template"
      columns={columns}
      phoneCard={(row) => (
        <RowCard name={link(row)} autoId={row.autoId} time={row.lastSaved} event="Edited">
          <SubjectLine subject={row.subject} />
          <StatusBadge status={row.status} />
        </RowCard>
      )}
      answer={result}
      paging={paging}
      loading={loading}
      emptyText="There are no forms."
    />
  );
}
