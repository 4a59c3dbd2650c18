import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { TaskStatus } from '@/gql/graphql';

const labels: Record<TaskStatus, string> = { DONE: 'Done', FAILED: 'Failed', IGNORED: 'Ignored', PENDING: 'Pending' };
const colours: Record<TaskStatus, { bgcolor: string; color: string; borderColor: string }> = {
  DONE: { bgcolor: '#e6f4ea', color: '#1e4620', borderColor: '#8bc79a' },
  FAILED: { bgcolor: '#fdecea', color: '#5f2120', borderColor: '#f5a5a0' },
  IGNORED: { bgcolor: '#f0f0f3', color: '#33333d', borderColor: '#c4c4cc' },
  PENDING: { bgcolor: '#fff4e5', color: '#663c00', borderColor: '#ffb74d' },
};

/** A task status's word. */
export const taskStatusLabel = (status: TaskStatus) => labels[status];

/**
 * A task's status as a badge (green done, orange pending, red failed, gray ignored), with "Overdue" when due has
 * passed. A failed task's reason is its tooltip and its accessible description; the chip takes focus then, so the
 * keyboard reaches the reason too.
 */
export function TaskStatusChip({ status, overdue = false, note }: { status: TaskStatus; overdue?: boolean; note?: string | null }) {
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      label={overdue ? `${labels[status]} · Overdue` : labels[status]}
      sx={{ ...colours[overdue ? 'FAILED' : status], fontWeight: 600 }}
      {...(note ? { tabIndex: 0 } : {})}
    />
  );
  return note ? (
    <Tooltip title={note} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
