import Box from '@mui/material/Box';
import { formatDateTime } from '@/lib/format-date';
import { formatRelativeTime } from '@/lib/relative-time';
import { visuallyHidden } from '@/lib/visually-hidden';

export { formatRelativeTime };

/** Props of {@link FormIdTime}. */
export interface FormIdTimeProps {
  /** The form's readable id (EKD-000012), or a workspace item's label; nothing shown without one. */
  autoId?: string | null;
  /** The moment the line is about (ISO); the id alone without one (a Name cell beside the grid's date columns). */
  time?: string | null;
  /** What happened then: "Created", "Edited", "Started"... (before the time). */
  event?: string;
  /** The clock, for tests; the browser's by default. */
  now?: number;
}

/**
 * A listed form's id and when something happened to it, the way SafetyCulture lists inspections: the document
 * number, then "Edited 2 hours ago". The full date and time is the time's tooltip (its title) and is read out
 * after the relative time, so no one has to hover to know the day. One line that wraps between its parts,
 * never inside the id.
 */
export function FormIdTime({ autoId, time, event, now = Date.now() }: FormIdTimeProps) {
  if (!autoId && !time) return null;
  const absolute = formatDateTime(time);
  return (
    // A Box, not Typography: this is on the first route (home), whose weight tests/infra/web-first-route.test.ts holds.
    <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0 }}>
      {autoId ? (
        <Box component="span" data-testid="form-id" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}>
          {autoId}
        </Box>
      ) : null}
      {time ? (
        <span>
          {event ? `${event} ` : null}
          <time dateTime={time} title={absolute}>
            {formatRelativeTime(time, now)}
            <Box component="span" sx={visuallyHidden}>
              {`, ${absolute}`}
            </Box>
          </time>
        </span>
      ) : null}
    </Box>
  );
}
