import { useQuery } from '@apollo/client/react';
import type { CalendarEntryKind, ComplianceCalendarQuery } from '@/gql/graphql';
import { ComplianceCalendarDocument } from './compliance-calendar.generated';

/** One entry of the calendar as the agenda shows it. */
export type CalendarEntryView = ComplianceCalendarQuery['complianceCalendar']['entries'][number];

/** What the calendar is asked for: a window, the kinds kept, and how many entries a page holds. */
export interface CalendarRequest {
  programId: string;
  from: string;
  to: string;
  kinds: CalendarEntryKind[];
  limit?: number;
}

/**
 * A program's calendar for a window, first page; `loadMore` appends the next page (the cursor's), so the agenda
 * grows in due order.
 */
export function useComplianceCalendar(request: CalendarRequest) {
  const result = useQuery(ComplianceCalendarDocument, { variables: { ...request, limit: request.limit ?? 50 }, notifyOnNetworkStatusChange: true });
  const nextCursor = result.data?.complianceCalendar.nextCursor ?? null;
  const loadMore = () =>
    nextCursor
      ? result.fetchMore({
          variables: { cursor: nextCursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            complianceCalendar: {
              ...fetchMoreResult.complianceCalendar,
              entries: [...previous.complianceCalendar.entries, ...fetchMoreResult.complianceCalendar.entries],
            },
          }),
        })
      : Promise.resolve();
  return { ...result, entries: result.data?.complianceCalendar.entries, nextCursor, loadMore };
}
