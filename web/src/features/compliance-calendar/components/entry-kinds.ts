import type { CalendarEntryKind } from '@/gql/graphql';

/** The calendar's kinds in the order the filter offers them, with their names in the plural (filter) and singular. */
export const entryKinds: ReadonlyArray<{ kind: CalendarEntryKind; label: string; one: string }> = [
  { kind: 'AUTO_TRANSITION', label: 'Auto-transitions', one: 'Auto-transition' },
  { kind: 'SCHEDULED_JOB', label: 'Scheduled jobs', one: 'Scheduled job' },
  { kind: 'TODO', label: 'To-dos', one: 'To-do' },
  { kind: 'ASSIGNMENT', label: 'Assignments', one: 'Assignment' },
];

/** One entry's kind in the singular, as its chip says. */
export const kindLabel = (kind: CalendarEntryKind) => entryKinds.find((entry) => entry.kind === kind)?.one ?? kind;
