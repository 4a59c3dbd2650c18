import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AppLink } from '@/components/app-link';
import { CursorDataGrid } from '@/components/cursor-data-grid';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { FormIdTime } from '@/components/form-id-time';
import { NameWithId, RowCard } from '@/components/list-cells';
import { ReminderTag } from '@/components/reminder-tag';
import type { ActionItemFragment } from '@/gql/graphql';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useActionItems } from '../api/action-items';
import { ReminderActions } from './reminder-actions';

/** The item's title, a link when it points somewhere. */
export const reminderTitle = (row: ActionItemFragment) =>
  row.details.link ? (
    <AppLink href={row.details.link} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
      {row.details.title}
    </AppLink>
  ) : (
    <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit', overflowWrap: 'break-word' }}>
      {row.details.title}
    </Typography>
  );

/** "Completed 2 hours ago" or "Dismissed 2 hours ago" for a closed item. */
const closedLine = (row: ActionItemFragment) =>
  row.completedDate ? <FormIdTime time={row.completedDate} event="Completed" /> : row.dismissedDate ? <FormIdTime time={row.dismissedDate} event="Dismissed" /> : null;

/** Props of {@link ActionItemsGrid}. */
export interface ActionItemsGridProps {
  closed: boolean;
  fallbackFocusId: string;
}

/** One list of the caller's action items (open, or completed and dismissed) in a grid, cards on phones. */
export function ActionItemsGrid({ closed, fallbackFocusId }: ActionItemsGridProps) {
  const paging = useCursorPageParams();
  const { data, previousData, loading, error } = useActionItems({ ...paging, closed });
  if (error && !data) return <QueryErrorPage error={error} />;
  const result = (data ?? previousData)?.reminders;
  const listIds = (result?.docs ?? []).map((row) => row.id);
  const actions = (row: ActionItemFragment) => <ReminderActions reminder={row} listIds={listIds} fallbackFocusId={fallbackFocusId} />;

  const columns: Array<GridColDef<ActionItemFragment>> = [
    { field: 'title', headerName: 'Title', flex: 2, minWidth: 200, renderCell: ({ row }) => <NameWithId name={reminderTitle(row)} autoId={row.formAutoId} /> },
    { field: 'label', headerName: 'Type', flex: 1, minWidth: 130, sortable: false, renderCell: ({ row }) => <ReminderTag label={row.label} type={row.type} /> },
    { field: 'description', headerName: 'Description', flex: 2, minWidth: 160, valueGetter: (_value, row) => row.details.description ?? '' },
    { field: 'createdDate', headerName: 'Created Date', flex: 1, minWidth: 140, renderCell: ({ row }) => <FormIdTime time={row.createdDate} /> },
    ...(closed ? [{ field: 'closedDate', headerName: 'Closed', flex: 1, minWidth: 150, renderCell: ({ row }) => closedLine(row) } satisfies GridColDef<ActionItemFragment>] : []),
    { field: 'actions', headerName: 'Actions', flex: 1, minWidth: 240, renderCell: ({ row }) => actions(row) },
  ];

  return (
    <CursorDataGrid
      label={closed ? 'Completed action items' : 'Action Items'}
      columns={columns}
      phoneCard={(row) => (
        <RowCard name={reminderTitle(row)} autoId={row.formAutoId} time={row.createdDate} event="Created">
          <ReminderTag label={row.label} type={row.type} />
          {row.details.description ? <Typography variant="body2">{row.details.description}</Typography> : null}
          {closedLine(row)}
          {actions(row)}
        </RowCard>
      )}
      answer={result}
      paging={paging}
      loading={loading}
      emptyText={closed ? 'You have no completed action items.' : 'You have no action items.'}
    />
  );
}
