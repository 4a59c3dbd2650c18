// The browser's Intl, not date-fns: these run on the first route (home, lists), where date-fns's format and
// parseISO with their locale cost about 7 kB gzipped. date-fns stays where dates are edited (forms, builder).
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date or timestamp as a Date: a date alone is local midnight (as date-fns's parseISO reads it). */
function parseIsoDate(iso: string): Date {
  const day = dateOnly.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

// ICU puts a narrow no-break space before AM/PM; the lists have always shown a plain space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** Formats an ISO date as the lists show it (MMM d, yyyy); an empty or invalid date shows a dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseIsoDate(iso);
  return isValid(date) ? dateFormat.format(date) : '—';
}

/** Formats an ISO timestamp with its time (MMM d, yyyy h:mm:ss a, local time); empty or invalid shows a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseIsoDate(iso);
  return isValid(date) ? plainSpaces(`${dateFormat.format(date)} ${timeFormat.format(date)}`) : '—';
}
