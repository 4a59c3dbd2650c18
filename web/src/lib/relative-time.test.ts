import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-24T16:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600 + 60), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(formatRelativeTime(ago(15 * 86_400), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 86_400), now)).toBe('last year');
  });

  it('says "in" for a time to come, and a dash for no time', () => {
    expect(formatRelativeTime(ago(-3 * 3600), now)).toBe('in 3 hours');
    expect(formatRelativeTime(null, now)).toBe('—');
    expect(formatRelativeTime('not a date', now)).toBe('—');
  });
});
