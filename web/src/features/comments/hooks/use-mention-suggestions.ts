import { minSearchTermLength } from '@schema/inputs/roles';
import type { MentionQuery } from '@schema/comments/mention-text';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMentionPeople, type MentionCandidate } from '../api/mention-people';

/** How a candidate is named in the text and the list. */
export const candidateName = (person: Pick<MentionCandidate, 'userId' | 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.userId;

/**
 * The people offered for the mention being typed: once its letters after "@" are 2 or more and have settled for
 * 300 ms, the form campus's people search (the one forms use). `active` is the option the arrow keys are on; Escape
 * puts the list away until another mention is started.
 */
export function useMentionSuggestions(query: MentionQuery | null, campusCode: string) {
  const typed = query?.query ?? '';
  const term = useDebouncedValue(typed, 300);
  const [activeIndex, setActiveIndex] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const wanted = query !== null && typed.length >= minSearchTermLength && dismissedAt !== query.start;
  const settled = wanted && term === typed;
  const search = useMentionPeople(term, campusCode, { skip: !settled });
  const options = settled ? (search.people ?? []) : [];
  const active = Math.min(activeIndex, Math.max(0, options.length - 1));
  const status = !wanted
    ? null
    : !settled || search.loading
      ? 'Loading people...'
      : search.error
        ? 'People could not be searched.'
        : options.length === 0
          ? `No people found for "${term}"`
          : null;
  return {
    open: wanted,
    options,
    active,
    status,
    move: (by: number) => setActiveIndex(options.length ? (active + by + options.length) % options.length : 0),
    dismiss: () => setDismissedAt(query?.start ?? null),
    reset: () => setActiveIndex(0),
  };
}
