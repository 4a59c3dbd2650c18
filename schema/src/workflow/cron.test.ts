import { describe, expect, it } from 'vitest';
import { smartCronExpression } from './cron';

const from = new Date('2026-01-01T00:00:00.000Z');

describe('smartCronExpression', () => {
  it('describes a valid expression in words and lists its next runs from the given time', () => {
    expect(smartCronExpression(' 0 9 * * 1 ', { from, count: 2 })).toEqual({
      cronExpression: '0 9 * * 1',
      description: 'At 09:00, only on Monday',
      isValid: true,
      nextRuns: ['2026-01-05T09:00:00.000Z', '2026-01-12T09:00:00.000Z'],
    });
  });

  it('accepts six fields (seconds first) and lists no runs without a starting time', () => {
    expect(smartCronExpression('0 */15 * * * *')).toMatchObject({ isValid: true, description: 'Every 15 minutes', nextRuns: [] });
  });

  it('refuses wrong field counts, out-of-range values, dates and expressions that never come due', () => {
    const answers = ['bogus', '61 * * * *', '2030-01-01T00:00:00', '0 0 31 2 *'].map((expression) => smartCronExpression(expression, { from }));

    expect(answers.map((answer) => answer.isValid)).toEqual([false, false, false, false]);
    expect(answers[0]!.description).toBe('Not a valid cron expression: A cron expression has 5 fields (minute hour day month weekday) or 6 (seconds first); this one has 1.');
    expect(answers[1]!.description).toContain('minute');
    expect(answers[3]!.description).toBe('Not a valid cron expression: it never comes due.');
  });
});
