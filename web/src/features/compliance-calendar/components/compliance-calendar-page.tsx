import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { windowAhead } from '@schema/calendar/agenda-days';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QueryErrorPage } from '@/components/errors/query-error-page';
import type { CalendarEntryKind } from '@/gql/graphql';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useComplianceCalendar } from '../api/compliance-calendar';
import { CalendarAgenda, type EntryHref } from './calendar-agenda';
import { DryRunPanel } from './dry-run-panel';
import { entryKinds } from './entry-kinds';

const windows = [7, 30, 90, 365] as const;
const allKinds = entryKinds.map((entry) => entry.kind);

/**
 * The program's Compliance Calendar (issue 15, flag rollout-compliance-calendar): what comes due in the next days
 * as an agenda grouped by day, narrowed by kind, a page at a time; and the dry run of the scheduler.
 */
export function ComplianceCalendarPage({ programId, hrefOf }: { programId: string; hrefOf: EntryHref }) {
  useDocumentTitle('Compliance Calendar');
  const [days, setDays] = useState<(typeof windows)[number]>(30);
  const [kinds, setKinds] = useState<CalendarEntryKind[]>(allKinds);
  const range = useMemo(() => windowAhead(new Date(), days), [days]);
  const calendar = useComplianceCalendar({ programId, ...range, kinds });
  const agendaRef = useRef<HTMLDivElement>(null);
  // Focus follows Load more to the link of the first entry it added, not back to the page's top.
  const focusAt = useRef<number | null>(null);
  const shown = calendar.entries?.length ?? 0;
  useEffect(() => {
    const key = focusAt.current === null ? undefined : calendar.entries?.[focusAt.current]?.key;
    if (!key) return;
    agendaRef.current?.querySelector<HTMLElement>(`[data-entry-key="${CSS.escape(key)}"]`)?.focus();
    focusAt.current = null;
  }, [shown, calendar.entries]);
  const loadMore = () => {
    focusAt.current = shown;
    void calendar.loadMore();
  };
  const toggle = (kind: CalendarEntryKind) =>
    setKinds((current) => (current.includes(kind) ? (current.length > 1 ? current.filter((other) => other !== kind) : current) : allKinds.filter((other) => other === kind || current.includes(other))));

  if (calendar.error && !calendar.entries) return <QueryErrorPage error={calendar.error} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">Compliance Calendar</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <ToggleButtonGroup exclusive size="small" aria-label="Window" value={days} onChange={(_event, value: (typeof windows)[number] | null) => value && setDays(value)} sx={{ flexWrap: 'wrap' }}>
          {windows.map((value) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
              Next {value} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box role="group" aria-label="Kinds" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {entryKinds.map(({ kind, label }) => {
            const on = kinds.includes(kind);
            return <Chip key={kind} label={label} clickable color={on ? 'primary' : 'default'} variant={on ? 'filled' : 'outlined'} aria-pressed={on} onClick={() => toggle(kind)} />;
          })}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="agenda-heading" ref={agendaRef}>
        <Typography id="agenda-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Coming due in the next {days} days
        </Typography>
        {!calendar.entries ? (
          <Box aria-busy="true" aria-label="Loading the calendar">
            <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={48} />
          </Box>
        ) : calendar.entries.length === 0 ? (
          <Alert severity="info">Nothing comes due in the next {days} days.</Alert>
        ) : (
          <CalendarAgenda entries={calendar.entries} hrefOf={hrefOf} headingLevel="h3" />
        )}
        {calendar.error && calendar.entries ? <Alert severity="error">The next entries could not be loaded.</Alert> : null}
        {calendar.nextCursor ? (
          <Button sx={{ mt: 2 }} variant="outlined" disabled={calendar.loading} onClick={loadMore}>
            Load more
          </Button>
        ) : null}
      </Box>
      <DryRunPanel programId={programId} hrefOf={hrefOf} />
    </Box>
  );
}
