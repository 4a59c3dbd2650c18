import { describe, expect, it } from 'vitest';
import { reminderStatusOf, reminderTypeOf } from './reminder-fields';

describe('the read fields of an action item', () => {
  it('takes its type from what it stands for when none was stored', () => {
    expect(reminderTypeOf({ taskId: 't1', formAutoId: 'LSI-1' })).toBe('ASSIGNMENT');
    expect(reminderTypeOf({ formAutoId: 'LSI-1' })).toBe('FORM_TODO');
    expect(reminderTypeOf({})).toBe('GENERAL');
    expect(reminderTypeOf({ type: 'GENERAL', taskId: 't1' })).toBe('GENERAL');
  });

  it('is open until it is completed or dismissed', () => {
    expect(reminderStatusOf({})).toBe('OPEN');
    expect(reminderStatusOf({ completedDate: '2026-01-01T00:00:00.000Z' })).toBe('COMPLETED');
    expect(reminderStatusOf({ dismissedDate: '2026-01-01T00:00:00.000Z' })).toBe('DISMISSED');
  });
});
