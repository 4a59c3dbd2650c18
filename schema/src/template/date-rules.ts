import { addDays, addMonths, addWeeks, addYears, differenceInCalendarDays, isValid, startOfDay } from 'date-fns';
import type { ValidationRule } from './model';

/**
 * The dates a rule can be relative to. `today` is the caller's clock, as a date in the campus's calendar; start and
 * end are the answered date range, when there is one. All dates are compared as calendar days in the runtime's
 * time zone, so pass dates that denote days (e.g. `parseISO('2025-03-01')`), not instants from another zone.
 */
export interface DateRuleContext {
  today: Date;
  startDate?: Date | null;
  endDate?: Date | null;
}

/** One rule a date answer breaks, with the message to show beside the field. */
export interface DateRuleFailure {
  ruleId: string;
  /** The rule's field, or for a date range the part that breaks it: "startDate" or "endDate". */
  field: string;
  message: string;
}

const shift = { days: addDays, weeks: addWeeks, months: addMonths, years: addYears } as const;
const references = { currentDate: 'today', startDate: 'the start date', endDate: 'the end date' } as const;

function referenceDate(rule: ValidationRule, context: DateRuleContext): Date | null {
  const date = { currentDate: context.today, startDate: context.startDate, endDate: context.endDate }[rule.relativeTo];
  return date && isValid(date) ? date : null;
}

/** The day a rule compares against: its reference date moved by `value` units (negative values move back). */
export function dateRuleBound(rule: ValidationRule, context: DateRuleContext): Date | null {
  const reference = referenceDate(rule, context);
  const move = shift[rule.unit];
  return reference && move ? move(startOfDay(reference), rule.value) : null;
}

function amount(rule: ValidationRule): string {
  const count = Math.abs(rule.value);
  return `${count} ${count === 1 ? rule.unit.replace(/s$/, '') : rule.unit}`;
}

/**
 * The message of a rule, as shown when it fails: "Must be on or before today", "Must be at least 2 weeks after
 * the start date", "Must be no more than 30 days before today".
 */
export function dateRuleMessage(rule: ValidationRule): string {
  const reference = references[rule.relativeTo] ?? 'the reference date';
  if (rule.value === 0) {
    const sameDay = rule.relativeTo === 'currentDate' ? 'today' : `on ${reference}`;
    const exact = { greaterThan: 'after', greaterThanOrEqual: 'on or after', lessThan: 'before', lessThanOrEqual: 'on or before' };
    return rule.operator === 'is' ? `Must be ${sameDay}` : `Must be ${exact[rule.operator]} ${reference}`;
  }
  const side = rule.value > 0 ? 'after' : 'before';
  // Moving the bound later reads "at least" for a lower bound and "no more than" for an upper one; earlier, the reverse.
  const later = { greaterThan: 'more than', greaterThanOrEqual: 'at least', lessThan: 'less than', lessThanOrEqual: 'no more than', is: 'exactly' };
  const earlier = { greaterThan: 'less than', greaterThanOrEqual: 'no more than', lessThan: 'more than', lessThanOrEqual: 'at least', is: 'exactly' };
  const quantifier = (rule.value > 0 ? later : earlier)[rule.operator];
  return `Must be ${quantifier} ${amount(rule)} ${side} ${reference}`;
}

function holds(operator: ValidationRule['operator'], daysAfterBound: number): boolean {
  switch (operator) {
    case 'greaterThan':
      return daysAfterBound > 0;
    case 'greaterThanOrEqual':
      return daysAfterBound >= 0;
    case 'is':
      return daysAfterBound === 0;
    case 'lessThan':
      return daysAfterBound < 0;
    case 'lessThanOrEqual':
      return daysAfterBound <= 0;
    default:
      return true;
  }
}

/**
 * The rules a date answer breaks. No answer breaks nothing (whether one is needed is the required check's job), and
 * a rule relative to a start or end date that is not answered yet is not checked.
 */
export function dateRuleFailures(
  rules: readonly ValidationRule[],
  value: Date | null | undefined,
  context: DateRuleContext,
): DateRuleFailure[] {
  if (!value || !isValid(value)) return [];
  return rules.flatMap((rule) => {
    const bound = dateRuleBound(rule, context);
    if (!bound || holds(rule.operator, differenceInCalendarDays(value, bound))) return [];
    return [{ ruleId: rule.id, field: rule.field, message: dateRuleMessage(rule) }];
  });
}

function rangePart(field: string): 'startDate' | 'endDate' | 'both' {
  if (/^start/i.test(field)) return 'startDate';
  if (/^end/i.test(field)) return 'endDate';
  return 'both';
}

/**
 * The rules a date range answer breaks. A rule whose field starts with "start" checks the start date, one starting
 * with "end" the end date, any other both; rules relative to the start or end date read the range itself.
 */
export function dateRangeRuleFailures(
  rules: readonly ValidationRule[],
  range: { startDate?: Date | null; endDate?: Date | null },
  today: Date,
): DateRuleFailure[] {
  const context = { today, ...range };
  return (['startDate', 'endDate'] as const).flatMap((part) => {
    const applies = rules.filter((rule) => [part, 'both'].includes(rangePart(rule.field)));
    return dateRuleFailures(applies, range[part], context).map((failure) => ({ ...failure, field: part }));
  });
}

/** The date picker's display format. */
export const datePickerFormat = 'MM/dd/yyyy';

/** The range the date picker offers: 1 Jan 1950 to 31 Dec of the year after next, in `today`'s calendar. */
export function datePickerBounds(today: Date): { min: Date; max: Date; format: typeof datePickerFormat } {
  return { min: new Date(1950, 0, 1), max: new Date(today.getFullYear() + 2, 11, 31), format: datePickerFormat };
}

/** Whether a date lies within the picker's range (by calendar day), as the server checks a saved date. */
export function isWithinDatePickerBounds(value: Date, today: Date): boolean {
  const { min, max } = datePickerBounds(today);
  return isValid(value) && differenceInCalendarDays(value, min) >= 0 && differenceInCalendarDays(value, max) <= 0;
}
