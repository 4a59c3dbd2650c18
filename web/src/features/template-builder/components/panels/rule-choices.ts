import { dateRuleMessage } from '@schema/template/date-rules';
import type { ValidationRule } from '@schema/template/model';

/** The comparisons a date rule makes, in the author's words. */
export const ruleOperators: { value: ValidationRule['operator']; label: string }[] = [
  { value: 'greaterThan', label: 'After' },
  { value: 'greaterThanOrEqual', label: 'On or after' },
  { value: 'is', label: 'Exactly on' },
  { value: 'lessThan', label: 'Before' },
  { value: 'lessThanOrEqual', label: 'On or before' },
];

/** The units a date rule counts in. */
export const ruleUnits: ValidationRule['unit'][] = ['days', 'weeks', 'months', 'years'];

/** The dates a rule can be relative to; start and end only make sense for a date range. */
export const ruleReferences: { value: ValidationRule['relativeTo']; label: string; rangeOnly: boolean }[] = [
  { value: 'currentDate', label: 'The current date', rangeOnly: false },
  { value: 'startDate', label: 'The start date', rangeOnly: true },
  { value: 'endDate', label: 'The end date', rangeOnly: true },
];

/** The parts of a date range a rule checks (a date question's rule checks its date). */
export const rangeFields = [
  { value: 'startDate', label: 'Start date' },
  { value: 'endDate', label: 'End date' },
  { value: 'dateRange', label: 'Both dates' },
];

/** How a rule's field reads before its message in a date range's list. */
export function ruleFieldLabel(field: string): string | null {
  return rangeFields.find((entry) => entry.value === field)?.label ?? null;
}

/** A rule in plain words; in a date range the part it checks first ("Start date: Must be …"). */
export function ruleText(rule: Omit<ValidationRule, 'id'>, range: boolean): string {
  const message = dateRuleMessage({ ...rule, id: '' });
  const part = range ? ruleFieldLabel(rule.field) : null;
  return part ? `${part}: ${message}` : message;
}
