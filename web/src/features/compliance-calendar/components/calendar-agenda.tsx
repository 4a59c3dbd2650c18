import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { agendaDays } from '@schema/calendar/agenda-days';
import type { ReactElement } from 'react';
import { AppLink } from '@/components/app-link';
import type { CalendarEntryKind } from '@/gql/graphql';
import type { CalendarEntryView } from '../api/compliance-calendar';
import { kindLabel } from './entry-kinds';

// Told apart by an icon as well as by name, in the theme's text colours (a coloured label fails contrast).
const kindIcon: Record<CalendarEntryKind, ReactElement> = {
  AUTO_TRANSITION: <ScheduleIcon />,
  SCHEDULED_JOB: <EventRepeatIcon />,
  TODO: <ChecklistIcon />,
  ASSIGNMENT: <AssignmentIndIcon />,
};

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Where an entry opens: a form through the screen's own form path, anything else by its link. */
export type EntryHref = (entry: CalendarEntryView) => string;

function EntryRow({ entry, hrefOf }: { entry: CalendarEntryView; hrefOf: EntryHref }) {
  return (
    <ListItem disableGutters sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', py: 1 }}>
      <Typography variant="body2" sx={{ width: '4.5rem', flexShrink: 0, fontVariantNumeric: 'tabular-nums', pt: 0.25 }}>
        {entry.allDay ? 'All day' : timeOfDay.format(new Date(entry.when)).replace(/[\u202f\u00a0]/g, ' ')}
      </Typography>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" icon={kindIcon[entry.kind]} label={kindLabel(entry.kind)} />
          <AppLink href={hrefOf(entry)} data-entry-key={entry.key} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {entry.title}
          </AppLink>
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.outcome}
        </Typography>
        {entry.schedule ? (
          <Typography variant="body2" color="text.secondary">
            Schedule (UTC): {entry.schedule}
          </Typography>
        ) : null}
      </Box>
    </ListItem>
  );
}

/**
 * Calendar entries as an agenda: one section per day (a heading, then its entries with time, kind, what it
 * concerns and what happens), which reads the same on a phone as on a desktop.
 */
export function CalendarAgenda({ entries, hrefOf, headingLevel = 'h2' }: { entries: readonly CalendarEntryView[]; hrefOf: EntryHref; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {agendaDays(entries, zone()).map((day) => (
        <Box component="section" key={day.date} aria-label={dayHeading.format(new Date(`${day.date}T00:00:00Z`))}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
            {dayHeading.format(new Date(`${day.date}T00:00:00Z`))}
          </Typography>
          <List dense disablePadding>
            {day.items.map((entry) => (
              <EntryRow key={entry.key} entry={entry} hrefOf={hrefOf} />
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
