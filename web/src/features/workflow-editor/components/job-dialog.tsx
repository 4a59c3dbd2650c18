import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useSmartCronExpression } from '../api/smart-cron-expression';
import type { EditorJob } from '../hooks/flow-edits';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long the cron expression must stay unchanged before the API is asked about it. */
export const cronCheckDelayMs = 400;

/** Props of the job dialog: the job it starts from, the states and events to offer, and what Save does. */
export interface JobDialogProps {
  initial: EditorJob;
  isNew: boolean;
  states: ReadonlyArray<{ id: string; label: string }>;
  events: readonly string[];
  onSave: (job: EditorJob) => void;
  onClose: () => void;
}

/** What the API says of the expression being typed: checking, valid with its words, or invalid with the reason. */
function useCronCheck(expression: string) {
  const settled = useDebouncedValue(expression.trim(), cronCheckDelayMs);
  const query = useSmartCronExpression(settled);
  const answer = query.data?.smartCronExpression;
  if (!expression.trim()) return { state: 'empty' as const, text: 'Five fields: minute hour day-of-month month day-of-week, e.g. 0 9 * * 1' };
  if (settled !== expression.trim() || query.loading || !answer || answer.cronExpression !== settled) {
    if (query.error && settled === expression.trim()) return { state: 'failed' as const, text: 'The expression could not be checked. Try again.' };
    return { state: 'checking' as const, text: 'Checking…' };
  }
  return { state: answer.isValid ? ('valid' as const) : ('invalid' as const), text: answer.description };
}

/** Adds or edits a scheduled job; its cron expression is described as it is typed and must be valid to save. */
export function JobDialog({ initial, isNew, states, events, onSave, onClose }: JobDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [job, setJob] = useState(initial);
  const [tried, setTried] = useState(false);
  const cron = useCronCheck(job.cronExpression);
  const set = (patch: Partial<EditorJob>) => setJob((current) => ({ ...current, ...patch }));
  const missing = { name: !job.name.trim(), event: !job.event.trim(), workflowStateId: !states.some((state) => state.id === job.workflowStateId) };
  const canSave = cron.state === 'valid' && !missing.name && !missing.event && !missing.workflowStateId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (canSave) onSave({ ...job, name: job.name.trim(), description: job.description?.trim() || null, cronExpression: job.cronExpression.trim(), event: job.event.trim() });
  };
  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={fullScreen} onClose={onClose} aria-labelledby="job-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id="job-dialog-title">{isNew ? 'Add scheduled job' : 'Edit scheduled job'}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField label="Name" required value={job.name} onChange={(event) => set({ name: event.target.value })} error={tried && missing.name} helperText={tried && missing.name ? 'Enter a name.' : undefined} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <TextField label="Description" multiline minRows={2} value={job.description ?? ''} onChange={(event) => set({ description: event.target.value })} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <TextField
              label="Cron expression"
              required
              value={job.cronExpression}
              onChange={(event) => set({ cronExpression: event.target.value })}
              error={cron.state === 'invalid' || cron.state === 'failed' || (tried && cron.state === 'empty')}
              helperText={cron.text}
              slotProps={{ htmlInput: { spellCheck: false, maxLength: 200 }, formHelperText: { role: 'status' } as object }}
            />
            <Autocomplete
              freeSolo
              options={events}
              inputValue={job.event}
              onInputChange={(_, event) => set({ event })}
              renderInput={(params) => <TextField {...params} label="Event" required error={tried && missing.event} helperText={tried && missing.event ? 'Enter the event to send.' : 'Sent to each form in the state when the job comes due'} />}
            />
            <TextField select label="Workflow state" required value={states.some((state) => state.id === job.workflowStateId) ? job.workflowStateId : ''} onChange={(event) => set({ workflowStateId: event.target.value })} error={tried && missing.workflowStateId} helperText={tried && missing.workflowStateId ? 'Choose a state.' : 'The job acts on forms in this state'}>
              {states.map((state) => (
                <MenuItem key={state.id} value={state.id}>
                  {state.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={cron.state !== 'valid'}>
            {isNew ? 'Add job' : 'Save job'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
