import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { StatusBadge } from '@/components/status-badge';
import type { FormStatusHistoryFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';
import { StatusEffects } from './status-effects';

type StatusEvent = FormStatusHistoryFieldsFragment['statusEvents'][number];

/** Who made a move: their first and last name (a system move names itself, e.g. Scheduler), else their id. */
export function moverName(user: StatusEvent['user']): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.userId;
}

/**
 * The events newest first. Events are appended as they happen, so their stored order is the truth: clocks may
 * disagree (a scheduler run with its own clock, two servers), the order of the moves cannot.
 */
export function newestFirst(events: readonly StatusEvent[]): StatusEvent[] {
  return [...events].reverse();
}

/**
 * A form's status history: a closed disclosure under the header ("Status history (n)") that opens on the list
 * of its status events, newest first, each with its badge, when and by whom, and what its move set off.
 */
export function StatusHistory({ events }: { events: readonly StatusEvent[] }) {
  const id = useId();
  if (events.length === 0) return null;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      // The heading keeps the Accordion's own styles (no browser margins) but is an h2, under the form's h1.
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mb: 3 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-events`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Status history ({events.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <List component="ol" dense disablePadding aria-label="Status events, newest first">
          {newestFirst(events).map((event, index) => (
            <ListItem
              key={`${event.timestamp}-${event.status}-${index}`}
              disableGutters
              divider={index < events.length - 1}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
            >
              <StatusBadge status={event.status} />
              <Typography variant="body2">
                <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                by {moverName(event.user)}
              </Typography>
              <StatusEffects effects={event.effects} />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
