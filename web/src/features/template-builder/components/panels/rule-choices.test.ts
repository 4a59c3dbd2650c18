import { describe, expect, it } from 'vitest';
import { ruleText } from './rule-choices';

describe('ruleText', () => {
  it('reads a date question\'s rule in plain words', () => {
    expect(ruleText({ field: 'date', operator: 'lessThanOrEqual', unit: 'days', value: 30, relativeTo: 'currentDate' }, false)).toBe('Must be no more than 30 days after today');
  });

  it('names the part of a date range the rule checks', () => {
    expect(ruleText({ field: 'endDate', operator: 'greaterThanOrEqual', unit: 'weeks', value: 1, relativeTo: 'startDate' }, true)).toBe('End date: Must be at least 1 week after the start date');
  });
});
