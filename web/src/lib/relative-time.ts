// The browser's Intl.RelativeTimeFormat, not date-fns: lists are on the first route (see format-date.ts).
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** Each unit and how many seconds it holds, largest first; a month and a year are averages (30 and 365 days). */
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long ago (or from now) `iso` is, as a person says it: "just now", "5 minutes ago", "2 hours ago",
 * "yesterday", "3 weeks ago". `now` is given by the caller (the clock stays at the edge); invalid shows a dash.
 */
export function formatRelativeTime(iso: string | null | undefined, now: number): string {
  const time = iso ? new Date(iso).getTime() : Number.NaN;
  if (Number.isNaN(time)) return '—';
  const seconds = (time - now) / 1000;
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'minute') return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
