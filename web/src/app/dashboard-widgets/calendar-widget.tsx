import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { windowAhead } from '@schema/calendar/agenda-days';
import { widgetConfigProblems } from '@schema/dashboards/widgets';
import { useMemo } from 'react';
import { AppLink } from '@/components/app-link';
import { useComplianceCalendar } from '@/features/compliance-calendar/api/compliance-calendar';
import { CalendarAgenda } from '@/features/compliance-calendar/components/calendar-agenda';
import { entryKinds } from '@/features/compliance-calendar/components/entry-kinds';
import type { WidgetEditorProps, WidgetKind, WidgetViewProps } from '@/features/dashboards/widgets/widget-kind';
import { programFormPath } from '@/features/program-area/hooks/program-paths';
import { errorPageKind } from '@/lib/errors/error-codes';

/** How many days ahead a calendar widget looks when its settings name none. */
const defaultDaysAhead = 14;
const allKinds = entryKinds.map((entry) => entry.kind);

const daysAheadOf = (config: WidgetViewProps['config']) => (typeof config.daysAhead === 'number' ? config.daysAhead : defaultDaysAhead);

/** Why the calendar could not be shown, in words. */
function errorText(error: unknown): string {
  const kind = errorPageKind(error);
  if (kind === 'not-found') return 'The compliance calendar is not available.';
  if (kind === 'access-denied') return 'Only the program’s administrators may see its compliance calendar.';
  return 'The compliance calendar could not be loaded. Try again later.';
}

function CalendarView({ config, programId }: WidgetViewProps) {
  const days = daysAheadOf(config);
  const range = useMemo(() => windowAhead(new Date(), days), [days]);
  const { entries, error, nextCursor } = useComplianceCalendar({ programId, ...range, kinds: allKinds });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, height: '100%', overflowY: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, flex: 1 }}>
          Compliance calendar: next {days} days
        </Typography>
        <AppLink href={`/program/${programId}/calendar`}>Open the calendar</AppLink>
      </Box>
      {error && !entries ? (
        <Alert severity="error">{errorText(error)}</Alert>
      ) : !entries ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading the calendar" />
      ) : entries.length === 0 ? (
        <Alert severity="info">Nothing comes due in the next {days} days.</Alert>
      ) : (
        <CalendarAgenda entries={entries} headingLevel="h4" hrefOf={(entry) => (entry.formId ? programFormPath(programId, entry.formId) : entry.link)} />
      )}
      {nextCursor ? <Typography variant="body2">More on the calendar page.</Typography> : null}
    </Box>
  );
}

function CalendarEditor({ config, onChange }: WidgetEditorProps) {
  const days = config.daysAhead;
  const problems = widgetConfigProblems('calendar', config);
  return (
    <TextField
      type="number"
      label="Days ahead"
      value={typeof days === 'number' ? days : ''}
      onChange={(event) => onChange({ ...config, daysAhead: event.target.value === '' ? undefined : Number(event.target.value) })}
      error={problems.length > 0}
      helperText={problems[0] ?? 'From 1 to 90 days'}
      slotProps={{ htmlInput: { min: 1, max: 90, step: 1 } }}
      fullWidth
    />
  );
}

/** The program's compliance calendar for the next days (the calendar feature draws it; dashboards place it). */
export const calendarWidget: WidgetKind = { type: 'calendar', label: 'Compliance calendar', View: CalendarView, Editor: CalendarEditor, initialConfig: { daysAhead: defaultDaysAhead } };
