import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import { useToast } from '@/components/toast/toast-context';
import type { TaskRowFragment, TaskStatus } from '@/gql/graphql';
import { useCursorPageParams } from '@/lib/pagination/use-cursor-page-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { AssigneeOption } from '../api/assignee-search';
import { useProgramTasks } from '../api/program-tasks';
import { useUnassignTask } from '../api/unassign-task';
import { AssigneeField, personName } from './assignee-field';
import { AssignTaskDialog } from './assign-task-dialog';
import { TaskGrid } from './task-grid';
import { taskStatusLabel } from './task-status-chip';

const statuses: TaskStatus[] = ['PENDING', 'DONE', 'FAILED', 'IGNORED'];
const isStatus = (value: string | null): value is TaskStatus => statuses.includes(value as TaskStatus);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The program's Assignment screen (spec: program area, flag rollout-assignment): its tasks with counts per status,
 * narrowed by status (kept in the address) and assignee, a new task from Assign, and Unassign for a pending one.
 */
export function AssignmentPage({ programId, campusCode, formPath }: { programId: string; campusCode: string | null; formPath(formId: string): string }) {
  useDocumentTitle('Assignment');
  const paging = useCursorPageParams();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as TaskStatus) : null;
  const [assignee, setAssignee] = useState<AssigneeOption | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { showToast } = useToast();
  const [unassign] = useUnassignTask();
  const { data, previousData, loading, error } = useProgramTasks(programId, { status, assigneeId: assignee?.userId ?? null }, paging);
  const answer = (data ?? previousData)?.tasksByProgram;
  const counts = answer?.counts;
  const countOf = (value: TaskStatus | null) => (!counts ? undefined : value === null ? counts.done + counts.failed + counts.ignored + counts.pending : counts[value.toLowerCase() as keyof typeof counts]);

  const setStatus = (next: TaskStatus | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('status', next);
      else updated.delete('status');
      updated.set('page', '1');
      updated.delete('cursor');
      return updated;
    });
  const onUnassign = async (task: TaskRowFragment) => {
    try {
      await unassign({ variables: { input: { id: task.id } } });
      showToast(`${task.subject} was unassigned from ${personName(task.assignee)}`, { variant: 'success' });
    } catch (failure) {
      showToast(failure instanceof Error ? failure.message : 'The task could not be unassigned.', { variant: 'error' });
    }
  };

  if (error && !answer) return <QueryErrorPage error={error} />;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          Assignment
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
          Assign
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup exclusive size="small" aria-label="Status" value={status ?? 'ALL'} onChange={(_event, value: string | null) => value && setStatus(isStatus(value) ? value : null)} sx={{ flexWrap: 'wrap' }}>
          {[null, ...statuses].map((value) => (
            <ToggleButton key={value ?? 'ALL'} value={value ?? 'ALL'} sx={{ textTransform: 'none' }}>
              {value ? taskStatusLabel(value) : 'All'} {countOf(value) ?? ''}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ width: { xs: '100%', sm: 280 } }}>
          <AssigneeField campusCode={campusCode} label="Assignee" size="small" value={assignee} onChange={setAssignee} />
        </Box>
      </Box>
      <TaskGrid answer={answer} paging={paging} loading={loading} formPath={formPath} today={today()} onUnassign={(task) => void onUnassign(task)} />
      <AssignTaskDialog programId={programId} campusCode={campusCode} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Box>
  );
}
