/**
 * The compliance calendar's entries: what comes due across a program (auto-transitions, scheduled-job firings,
 * to-dos the workflow sends and assigned tasks' due dates), each with when, what it is, what happens then, the form
 * or template it concerns and where to open it. Pure: the API reads the sources and hands them in.
 */

/** The kinds of entry, in the order entries due at the same moment are listed. */
export const calendarEntryKinds = ['AUTO_TRANSITION', 'SCHEDULED_JOB', 'TODO', 'ASSIGNMENT'] as const;
export type CalendarEntryKind = (typeof calendarEntryKinds)[number];

/** One thing coming due. */
export interface CalendarEntry {
  /** Unique within a calendar: the entry's position in the merged order (see {@link entryKey}). */
  key: string;
  kind: CalendarEntryKind;
  /** When it comes due (ISO, UTC); a task's due date is a whole day (`allDay`), stored as its midnight UTC. */
  when: string;
  allDay: boolean;
  /** What it is ("Scheduled job: Weekly close-out", a form's name...). */
  title: string;
  /** What happens then, in words. */
  outcome: string;
  /** The cron expression in words, for a scheduled job. */
  schedule?: string;
  formId?: string;
  templateGroupId?: string;
  /** The app path that opens what it concerns. */
  link: string;
}

/** The position of an entry in the calendar's order: due time, then kind, then its own id. */
export function entryKey(when: string, kind: CalendarEntryKind, id: string): string {
  return `${when}#${calendarEntryKinds.indexOf(kind)}#${id}`;
}

/** Merges sorted or unsorted lists into one list in calendar order (due time, kind, id), without duplicates. */
export function mergeEntries(lists: ReadonlyArray<readonly CalendarEntry[]>): CalendarEntry[] {
  const byKey = new Map<string, CalendarEntry>();
  for (const list of lists) for (const entry of list) byKey.set(entry.key, entry);
  return [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * One page of merged entries: the first `limit` after `afterKey` (exclusive), and whether more may follow. Each
 * source must have handed in at least its first `limit` entries after `afterKey` (or all it has), so whatever is
 * cut here comes again on the next page.
 */
export function pageOfEntries(
  lists: ReadonlyArray<readonly CalendarEntry[]>,
  limit: number,
  afterKey?: string,
): { entries: CalendarEntry[]; lastKey?: string; more: boolean } {
  const merged = mergeEntries(lists).filter((entry) => afterKey === undefined || entry.key > afterKey);
  const entries = merged.slice(0, limit);
  return { entries, lastKey: entries.at(-1)?.key, more: merged.length > limit };
}

/** A task's due date (YYYY-MM-DD) as the entry's `when`: midnight UTC of that day. */
export const dueDateTime = (dueDate: string) => `${dueDate}T00:00:00.000Z`;
