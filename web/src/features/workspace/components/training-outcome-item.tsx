import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { useId } from 'react';
import type { UserOutcomeItemFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';
import { useUpdateTrainingProgress } from '../api/update-training-progress';
import { OutcomeSource } from './outcome-item';

const statusLabels: Record<string, string> = { DONE: 'Done', FAILED: 'Failed', IGNORED: 'Ignored', PENDING: 'Pending' };

/** The course's name, linking to the course when it has a link (in a new tab: it is another site). */
function CourseName({ outcome, id }: { outcome: UserOutcomeItemFragment; id: string }) {
  const name = outcome.courseName ?? outcome.courseId ?? 'Training';
  return (
    <Typography id={id} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {outcome.link ? (
        <Link href={outcome.link} target="_blank" rel="noopener noreferrer" underline="always">
          {name}
        </Link>
      ) : (
        name
      )}
    </Typography>
  );
}

/** One training outcome: its course, progress bar, status, completion date and a Mark complete button. */
export function TrainingOutcomeItem({ outcome }: { outcome: UserOutcomeItemFragment }) {
  const nameId = useId();
  const [update, { loading }] = useUpdateTrainingProgress();
  const { showToast } = useToast();
  const progress = outcome.progress ?? 0;
  const done = outcome.status === 'DONE';
  const markComplete = () =>
    update({ variables: { input: { outcomeId: outcome.id, completed: true } } }).then(
      () => showToast('Training marked complete.', { variant: 'success' }),
      (error: Error) => showToast(`The training could not be marked complete. ${error.message}`, { variant: 'error' }),
    );

  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <CourseName outcome={outcome} id={nameId} />
        <Chip size="small" label={statusLabels[outcome.status ?? 'PENDING']} color={done ? 'success' : 'default'} variant={done ? 'filled' : 'outlined'} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <LinearProgress variant="determinate" value={progress} aria-labelledby={nameId} aria-valuetext={`${progress}% complete`} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
        <Typography variant="body2" sx={{ minWidth: '4ch', textAlign: 'right' }}>
          {progress}%
        </Typography>
      </Stack>
      <OutcomeSource outcome={outcome} />
      {done ? (
        <Typography variant="body2">Completed {formatDate(outcome.completedAt)}</Typography>
      ) : (
        <Box>
          <Button variant="outlined" size="small" onClick={markComplete} disabled={loading} aria-describedby={nameId}>
            Mark complete
          </Button>
        </Box>
      )}
    </Box>
  );
}
