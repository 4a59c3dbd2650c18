/** An entry as an agenda places it: when it is due, and whether that is a whole day (a task's due date). */
export interface AgendaItem {
  when: string;
  allDay: boolean;
}

/** One day of an agenda: its date (YYYY-MM-DD in the reader's zone) and its items in order. */
export interface AgendaDay<T extends AgendaItem> {
  date: string;
  items: T[];
}

/** The date (YYYY-MM-DD) of a moment in a time zone. */
export function dateInZone(when: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(when));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Groups entries by the day they fall on for a reader in `timeZone`: a timed entry on its local date, a whole-day
 * one on its own date whatever the zone (a task due on the 30th is due on the 30th everywhere). Days in date
 * order; a day's whole-day items first, then the rest in the order given.
 */
export function agendaDays<T extends AgendaItem>(items: readonly T[], timeZone: string): AgendaDay<T>[] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const date = item.allDay ? item.when.slice(0, 10) : dateInZone(item.when, timeZone);
    days.set(date, [...(days.get(date) ?? []), item]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, dayItems]) => ({ date, items: [...dayItems.filter((item) => item.allDay), ...dayItems.filter((item) => !item.allDay)] }));
}

/** The window of the next `days` days from `now` (ISO), as the calendar is asked for it. */
export function windowAhead(now: Date, days: number): { from: string; to: string } {
  return { from: now.toISOString(), to: new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString() };
}
