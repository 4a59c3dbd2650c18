import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AppLink } from '@/components/app-link';
import { CursorDataGrid, type CursorPageAnswer } from '@/components/cursor-data-grid';
import { NameWithId, RowCard } from '@/components/list-cells';
import type { TaskRowFragment } from '@/gql/graphql';
import type { CursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { formatDate } from '@/lib/format-date';
import { personName } from './assignee-field';
import { TaskStatusChip } from './task-status-chip';

/** Whether a pending task's due date has passed (`today` as YYYY-MM-DD). */
export const isOverdue = (task: Pick<TaskRowFragment, 'status' | 'dueDate'>, today: string) => task.status === 'PENDING' && Boolean(task.dueDate) && task.dueDate! < today;

/** Props of {@link TaskGrid}. */
export interface TaskGridProps {
  answer: CursorPageAnswer<TaskRowFragment> | undefined;
  paging: CursorPageParams;
  loading: boolean;
  formPath(formId: string): string;
  today: string;
  onUnassign(task: TaskRowFragment): void;
}

/** The program's tasks in a server-paged grid (cards on phones): subject, assignee, status, due date, who assigned. */
export function TaskGrid({ answer, paging, loading, formPath, today, onUnassign }: TaskGridProps) {
  const subject = (row: TaskRowFragment) => (
    <AppLink href={formPath(row.formId)} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
      {row.subject}
    </AppLink>
  );
  const unassign = (row: TaskRowFragment) =>
    row.status === 'PENDING' ? (
      <Button size="small" onClick={() => onUnassign(row)} aria-label={`Unassign ${row.subject} from ${personName(row.assignee)}`}>
        Unassign
      </Button>
    ) : null;
  const columns: Array<GridColDef<TaskRowFragment>> = [
    { field: 'subject', headerName: 'Subject', flex: 2, minWidth: 180, sortable: false, renderCell: ({ row }) => <NameWithId name={subject(row)} autoId={row.formAutoId} /> },
    { field: 'assignee', headerName: 'Assignee', flex: 1, minWidth: 130, sortable: false, valueGetter: (_value, row) => personName(row.assignee) },
    { field: 'status', headerName: 'Status', flex: 1, minWidth: 130, sortable: false, renderCell: ({ row }) => <TaskStatusChip status={row.status} overdue={isOverdue(row, today)} note={row.statusNote} /> },
    { field: 'dueDate', headerName: 'Due Date', flex: 1, minWidth: 110, sortable: false, valueGetter: (_value, row) => row.dueDate ?? '' },
    { field: 'assignedBy', headerName: 'Assigned By', flex: 1, minWidth: 150, sortable: false, valueGetter: (_value, row) => `${personName(row.assignedBy)}, ${formatDate(row.createdDate)}` },
    { field: 'actions', headerName: 'Actions', flex: 1, minWidth: 110, sortable: false, renderCell: ({ row }) => unassign(row) },
  ];
  return (
    <CursorDataGrid
      label="Tasks"
      columns={columns}
      phoneCard={(row) => (
        <RowCard name={subject(row)} autoId={row.formAutoId} time={row.createdDate} event="Assigned">
          <Typography variant="body2">
            {personName(row.assignee)}
            {row.dueDate ? ` · due ${row.dueDate}` : ''}
          </Typography>
          <TaskStatusChip status={row.status} overdue={isOverdue(row, today)} />
          {row.statusNote ? <Typography variant="body2">{row.statusNote}</Typography> : null}
          {unassign(row)}
        </RowCard>
      )}
      answer={answer}
      paging={paging}
      loading={loading}
      emptyText="No tasks yet."
    />
  );
}
