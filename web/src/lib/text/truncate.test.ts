import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps texts within the limit', () => {
    expect(truncate('Short text', 124)).toBe('Short text');
    expect(truncate(null, 124)).toBe('');
  });

  it('cuts longer texts to the limit and marks the cut', () => {
    const long = 'a'.repeat(200);
    expect(truncate(long, 124)).toBe(`${'a'.repeat(124)}…`);
  });
});
