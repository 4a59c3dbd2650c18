import { describe, expect, it } from 'vitest';
import { updateTrainingProgressInputSchema } from './user-outcomes-input';

describe('updateTrainingProgressInputSchema', () => {
  it('accepts a whole percentage or a completion', () => {
    expect(updateTrainingProgressInputSchema.parse({ outcomeId: 'f~g~o', progress: 40 })).toEqual({ outcomeId: 'f~g~o', progress: 40 });
    expect(updateTrainingProgressInputSchema.safeParse({ outcomeId: 'f~g~o', completed: true }).success).toBe(true);
  });

  it('refuses progress outside 0..100, fractions, and a change without either field', () => {
    for (const input of [{ progress: 101 }, { progress: -1 }, { progress: 2.5 }, {}]) {
      expect(updateTrainingProgressInputSchema.safeParse({ outcomeId: 'f~g~o', ...input }).success).toBe(false);
    }
  });
});
