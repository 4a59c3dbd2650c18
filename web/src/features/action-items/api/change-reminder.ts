import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { CompleteReminderDocument } from './complete-reminder.generated';
import { DismissReminderDocument } from './dismiss-reminder.generated';
import { ReopenReminderDocument } from './reopen-reminder.generated';

/** What a person can do to one action item. */
export type ReminderChange = 'complete' | 'dismiss' | 'reopen';

// The lists an item moves between, and Home's section and counts: those shown are asked again once the change is
// stored; every cached page of either list is dropped, so a list not shown now (Completed, Home) is asked again
// when it next shows rather than answering from the cache as it was.
const refetchQueries = ['ActionItems', 'Home'];
const update = (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'reminders' });
};

/**
 * Completes, dismisses or reopens one of the caller's action items; resolves once the change is stored and the
 * lists showing it have been asked again (awaitRefetchQueries), so the caller can move focus to what is left.
 */
export function useChangeReminder() {
  const options = { refetchQueries, awaitRefetchQueries: true, update };
  const [complete, completing] = useMutation(CompleteReminderDocument, options);
  const [dismiss, dismissing] = useMutation(DismissReminderDocument, options);
  const [reopen, reopening] = useMutation(ReopenReminderDocument, options);
  const change = async (kind: ReminderChange, id: string) => {
    const variables = { input: { id } };
    if (kind === 'complete') await complete({ variables });
    else if (kind === 'dismiss') await dismiss({ variables });
    else await reopen({ variables });
  };
  return { change, busy: completing.loading || dismissing.loading || reopening.loading };
}
