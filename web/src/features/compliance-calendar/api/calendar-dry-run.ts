import { useLazyQuery } from '@apollo/client/react';
import { CalendarDryRunDocument } from './calendar-dry-run.generated';

/** The dry run of the scheduler at a moment the user picks (asked on demand, never cached: "now" moves). */
export function useCalendarDryRun() {
  return useLazyQuery(CalendarDryRunDocument, { fetchPolicy: 'network-only' });
}
