import { isValid, parseISO } from 'date-fns';

/**
 * The time zone whose calendar says what "today" is for the date rules, on the server and in the browser alike,
 * so both judge a date the same way whatever zone the runtime or the user is in. The tenant's campuses all keep
 * Pacific time (docs/decisions.md, "Validation the server trusts").
 */
export const tenantTimeZone = 'America/Los_Angeles';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A calendar day as the date rules read days: midnight of that day in the runtime's zone. */
function asRuleDay(day: string): Date {
  return parseISO(day);
}

/** Today in a time zone, as the date rules read days. */
export function todayIn(now: Date, timeZone: string = tenantTimeZone): Date {
  return asRuleDay(calendarDayIn(now, timeZone));
}

/**
 * The day a stored date answer denotes, as the date rules read days: a date (yyyy-MM-dd) is that day; a date-time
 * is the day it falls on in the time zone. Null for an empty or unreadable value.
 */
export function storedDateDay(stored: string | null | undefined, timeZone: string = tenantTimeZone): Date | null {
  if (!stored) return null;
  if (dateOnly.test(stored)) return asRuleDay(stored);
  const instant = parseISO(stored);
  return isValid(instant) ? asRuleDay(calendarDayIn(instant, timeZone)) : null;
}
