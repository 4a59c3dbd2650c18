import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDayIn, storedDateDay, todayIn } from './calendar-day';

const day = (date: Date | null) => (date ? format(date, 'yyyy-MM-dd') : null);

describe('calendar days of the tenant', () => {
  it('says which day an instant is in a zone, whatever the runtime zone', () => {
    const lateEvening = new Date('2025-03-16T03:00:00Z');
    expect(calendarDayIn(lateEvening, 'America/Los_Angeles')).toBe('2025-03-15');
    expect(calendarDayIn(lateEvening, 'UTC')).toBe('2025-03-16');
    expect(day(todayIn(lateEvening))).toBe('2025-03-15');
  });

  it('reads a stored date as that day and a date-time as its day in the zone', () => {
    expect(day(storedDateDay('2025-03-16'))).toBe('2025-03-16');
    expect(day(storedDateDay('2025-03-16T03:00:00.000Z'))).toBe('2025-03-15');
    expect(day(storedDateDay('2025-03-16T03:00:00.000Z', 'UTC'))).toBe('2025-03-16');
  });

  it('reads nothing from an empty or unreadable value', () => {
    expect(storedDateDay(null)).toBeNull();
    expect(storedDateDay('')).toBeNull();
    expect(storedDateDay('not a date')).toBeNull();
  });
});
