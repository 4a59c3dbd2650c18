import { format, isValid, parseISO } from 'date-fns';

/** Formats an ISO date as the lists show it (MMM d, yyyy); an empty or invalid date shows a dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '—';
}

/** Formats an ISO timestamp with its time (MMM d, yyyy h:mm:ss a, local time); empty or invalid shows a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm:ss a') : '—';
}
