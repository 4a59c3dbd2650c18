import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/format-date';
import { useCalendarDryRun } from '../api/calendar-dry-run';
import { CalendarAgenda, type EntryHref } from './calendar-agenda';

const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const daysFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDate(date);
};

/**
 * The dry run: pick a date, see what the scheduler would fire if the clock moved to the end of that day (its
 * timers and job firings; guards are decided when they really fire). Focus moves to the answer.
 */
export function DryRunPanel({ programId, hrefOf }: { programId: string; hrefOf: EntryHref }) {
  const [date, setDate] = useState(() => daysFromToday(7));
  const [run, { data, loading, error, called }] = useCalendarDryRun();
  const answerRef = useRef<HTMLHeadingElement>(null);
  const result = data?.calendarDryRun;
  const [min, max] = [daysFromToday(1), daysFromToday(365)];
  const invalid = !date || date < min || date > max;

  useEffect(() => {
    if (called && !loading) answerRef.current?.focus();
  }, [called, loading, data, error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    void run({ variables: { programId, at: new Date(`${date}T23:59:59`).toISOString() } }).catch(() => undefined);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="dry-run-heading" sx={{ p: 2 }}>
      <Typography id="dry-run-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Dry run
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        See what the scheduler would fire if the clock moved to the end of a date.
      </Typography>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="date"
          label="Move the clock to"
          size="small"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={invalid}
          helperText={invalid ? `Pick a date from ${formatDate(min)} to ${formatDate(max)}` : ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
        />
        <Button type="submit" variant="contained" disabled={loading} startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          Dry run
        </Button>
      </Box>
      {called && !loading ? (
        <Box sx={{ mt: 2 }}>
          <Typography ref={answerRef} tabIndex={-1} component="h3" variant="subtitle1" sx={{ fontWeight: 600, outline: 'none' }}>
            {error || !result ? 'The dry run could not be done.' : result.entries.length === 0 ? `Nothing would fire by ${formatDate(date)}.` : `By ${formatDate(date)} the scheduler would fire:`}
          </Typography>
          {error ? <Alert severity="error">{error.message}</Alert> : null}
          {result?.truncated ? <Alert severity="info">Only the first {result.entries.length} are listed.</Alert> : null}
          {result && result.entries.length > 0 ? <CalendarAgenda entries={result.entries} hrefOf={hrefOf} headingLevel="h4" /> : null}
        </Box>
      ) : null}
    </Paper>
  );
}
