import { describe, expect, it } from 'vitest';
import { assignTaskInputSchema } from './assignments';

const input = { programId: 'p', targetType: 'TEMPLATE', targetId: 'tg', assigneeId: 'u', subject: ' Inspect ' };

describe('assignTask input', () => {
  it('trims the subject and takes a due date from today on', () => {
    expect(assignTaskInputSchema('2026-11-24').parse({ ...input, dueDate: '2026-11-24' })).toMatchObject({ subject: 'Inspect', dueDate: '2026-11-24' });
  });

  it('refuses a past due date, a blank subject and an unknown target type', () => {
    const schema = assignTaskInputSchema('2026-11-24');
    expect(schema.safeParse({ ...input, dueDate: '2026-11-23' }).success).toBe(false);
    expect(schema.safeParse({ ...input, subject: '   ' }).success).toBe(false);
    expect(schema.safeParse({ ...input, targetType: 'PROGRAM' }).success).toBe(false);
  });
});
