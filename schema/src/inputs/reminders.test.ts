import { describe, expect, it } from 'vitest';
import { reminderInputSchema, remindersArgsSchema } from './reminders';

describe('reminder inputs', () => {
  it('take one id and nothing else', () => {
    expect(reminderInputSchema.parse({ id: 'rem-001' })).toEqual({ id: 'rem-001' });
    expect(reminderInputSchema.safeParse({ id: '' }).success).toBe(false);
    expect(reminderInputSchema.safeParse({ id: 'rem-001', userId: 'someone-else' }).success).toBe(false);
  });

  it('list the open ones unless asked for the closed ones', () => {
    expect(remindersArgsSchema.parse({})).toEqual({});
    expect(remindersArgsSchema.parse({ closed: true, page: 2 })).toEqual({ closed: true, page: 2 });
    expect(remindersArgsSchema.safeParse({ closed: 'yes' }).success).toBe(false);
  });
});
