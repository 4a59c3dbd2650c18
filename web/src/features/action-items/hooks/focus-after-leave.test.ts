import { describe, expect, it } from 'vitest';
import { neighbourOf } from './focus-after-leave';

describe('neighbourOf', () => {
  it('is the next item, else the one before, else none', () => {
    expect(neighbourOf(['a', 'b', 'c'], 'b')).toBe('c');
    expect(neighbourOf(['a', 'b', 'c'], 'c')).toBe('b');
    expect(neighbourOf(['a'], 'a')).toBeUndefined();
    expect(neighbourOf(['a'], 'z')).toBeUndefined();
  });
});
