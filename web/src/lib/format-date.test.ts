import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

const samples = ['2026-11-24', '2026-01-05T00:00:00Z', '2026-05-31T23:59:59.999Z', '2026-09-09T12:30:05+02:00', '2026-03-01T09:07:00'];

describe('formatDate and formatDateTime', () => {
  it.each(samples)('show %s as date-fns did (MMM d, yyyy and MMM d, yyyy h:mm:ss a)', (iso) => {
    expect(formatDate(iso)).toBe(format(parseISO(iso), 'MMM d, yyyy'));
    expect(formatDateTime(iso)).toBe(format(parseISO(iso), 'MMM d, yyyy h:mm:ss a'));
  });

  it.each([null, undefined, '', 'not a date'])('show a dash for %s', (iso) => {
    expect(formatDate(iso)).toBe('—');
    expect(formatDateTime(iso)).toBe('—');
  });
});
