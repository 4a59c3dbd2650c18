import { addDays, differenceInCalendarDays, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateRangeRuleFailures,
  dateRuleBound,
  dateRuleFailures,
  dateRuleMessage,
  datePickerBounds,
  isWithinDatePickerBounds,
} from './date-rules';
import type { ValidationRule } from './model';

const day = (iso: string) => new Date(`${iso}T00:00:00`);
const today = day('2025-03-15');
const rule = (operator: ValidationRule['operator'], value: number, unit: ValidationRule['unit'] = 'days', relativeTo: ValidationRule['relativeTo'] = 'currentDate', field = 'date'): ValidationRule => ({
  id: `${operator}-${value}-${unit}-${relativeTo}`,
  field,
  operator,
  unit,
  value,
  relativeTo,
});

describe('dateRuleMessage', () => {
  it('words rules relative to the day itself', () => {
    expect(dateRuleMessage(rule('lessThanOrEqual', 0))).toBe('Must be on or before today');
    expect(dateRuleMessage(rule('lessThan', 0))).toBe('Must be before today');
    expect(dateRuleMessage(rule('greaterThanOrEqual', 0, 'days', 'startDate'))).toBe('Must be on or after the start date');
    expect(dateRuleMessage(rule('greaterThan', 0, 'days', 'endDate'))).toBe('Must be after the end date');
    expect(dateRuleMessage(rule('is', 0))).toBe('Must be today');
    expect(dateRuleMessage(rule('is', 0, 'days', 'startDate'))).toBe('Must be on the start date');
  });

  it('words rules that move the bound later', () => {
    expect(dateRuleMessage(rule('greaterThanOrEqual', 2, 'weeks', 'startDate'))).toBe('Must be at least 2 weeks after the start date');
    expect(dateRuleMessage(rule('greaterThan', 1, 'months'))).toBe('Must be more than 1 month after today');
    expect(dateRuleMessage(rule('lessThanOrEqual', 3, 'years'))).toBe('Must be no more than 3 years after today');
    expect(dateRuleMessage(rule('lessThan', 10))).toBe('Must be less than 10 days after today');
    expect(dateRuleMessage(rule('is', 1, 'weeks', 'endDate'))).toBe('Must be exactly 1 week after the end date');
  });

  it('words rules that move the bound earlier', () => {
    expect(dateRuleMessage(rule('greaterThanOrEqual', -30))).toBe('Must be no more than 30 days before today');
    expect(dateRuleMessage(rule('greaterThan', -30))).toBe('Must be less than 30 days before today');
    expect(dateRuleMessage(rule('lessThanOrEqual', -2, 'weeks', 'endDate'))).toBe('Must be at least 2 weeks before the end date');
    expect(dateRuleMessage(rule('lessThan', -1, 'years'))).toBe('Must be more than 1 year before today');
    expect(dateRuleMessage(rule('is', -1))).toBe('Must be exactly 1 day before today');
  });
});

describe('dateRuleBound', () => {
  it('moves the reference day by calendar units, clamping to the end of short months', () => {
    expect(dateRuleBound(rule('is', 1, 'months'), { today: day('2025-01-31') })).toEqual(day('2025-02-28'));
    expect(dateRuleBound(rule('is', -1, 'years', 'startDate'), { today, startDate: day('2024-02-29') })).toEqual(day('2023-02-28'));
    expect(dateRuleBound(rule('is', 2, 'weeks', 'endDate'), { today })).toBeNull();
  });
});

describe('dateRuleFailures', () => {
  it('fails a date after today for "on or before today", by calendar day', () => {
    const notFuture = [rule('lessThanOrEqual', 0)];

    expect(dateRuleFailures(notFuture, new Date('2025-03-15T23:59:00'), { today: new Date('2025-03-15T08:00:00') })).toEqual([]);
    expect(dateRuleFailures(notFuture, day('2025-03-16'), { today })).toEqual([
      { ruleId: notFuture[0]!.id, field: 'date', message: 'Must be on or before today' },
    ]);
  });

  it('checks a rule relative to the start date only once there is one', () => {
    const rules = [rule('greaterThanOrEqual', 2, 'weeks', 'startDate')];

    expect(dateRuleFailures(rules, day('2025-03-20'), { today })).toEqual([]);
    expect(dateRuleFailures(rules, day('2025-03-20'), { today, startDate: day('2025-03-10') })).toHaveLength(1);
    expect(dateRuleFailures(rules, day('2025-03-24'), { today, startDate: day('2025-03-10') })).toEqual([]);
  });

  it('breaks no rule without an answer or with an invalid date', () => {
    expect(dateRuleFailures([rule('is', 0)], null, { today })).toEqual([]);
    expect(dateRuleFailures([rule('is', 0)], new Date('nonsense'), { today })).toEqual([]);
  });

  it('fails exactly when the day is on the wrong side of the bound, for any rule and day', () => {
    const operators = fc.constantFrom<ValidationRule['operator']>('greaterThan', 'greaterThanOrEqual', 'is', 'lessThan', 'lessThanOrEqual');
    fc.assert(
      fc.property(operators, fc.integer({ min: -60, max: 60 }), fc.integer({ min: -120, max: 120 }), (operator, value, offset) => {
        const answer = addDays(today, offset);
        const difference = differenceInCalendarDays(answer, addDays(today, value));
        const holds = { greaterThan: difference > 0, greaterThanOrEqual: difference >= 0, is: difference === 0, lessThan: difference < 0, lessThanOrEqual: difference <= 0 }[operator];

        expect(dateRuleFailures([rule(operator, value)], answer, { today })).toHaveLength(holds ? 0 : 1);
      }),
    );
  });
});

describe('dateRangeRuleFailures', () => {
  it('checks start rules on the start, end rules on the end, and other rules on both', () => {
    const rules = [
      rule('greaterThanOrEqual', 0, 'days', 'currentDate', 'startDate'),
      rule('greaterThan', 0, 'days', 'startDate', 'endDate'),
      rule('lessThanOrEqual', 1, 'years', 'currentDate', 'date'),
    ];

    const failures = dateRangeRuleFailures(rules, { startDate: day('2025-03-14'), endDate: day('2027-01-01') }, today);

    expect(failures).toEqual([
      { ruleId: rules[0]!.id, field: 'startDate', message: 'Must be on or after today' },
      { ruleId: rules[2]!.id, field: 'endDate', message: 'Must be no more than 1 year after today' },
    ]);
    expect(dateRangeRuleFailures(rules, { startDate: day('2025-03-20'), endDate: day('2025-03-20') }, today)).toEqual([
      { ruleId: rules[1]!.id, field: 'endDate', message: 'Must be after the start date' },
    ]);
  });
});

describe('datePickerBounds', () => {
  it('runs from 1 Jan 1950 to 31 Dec of the year after next, shown as MM/dd/yyyy', () => {
    const bounds = datePickerBounds(today);

    expect(format(bounds.min, bounds.format)).toBe('01/01/1950');
    expect(format(bounds.max, bounds.format)).toBe('12/31/2027');
  });

  it('accepts the bounds themselves and refuses the days beyond', () => {
    expect(isWithinDatePickerBounds(day('1950-01-01'), today)).toBe(true);
    expect(isWithinDatePickerBounds(day('2027-12-31'), today)).toBe(true);
    expect(isWithinDatePickerBounds(day('1949-12-31'), today)).toBe(false);
    expect(isWithinDatePickerBounds(day('2028-01-01'), today)).toBe(false);
  });
});
