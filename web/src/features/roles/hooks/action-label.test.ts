import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label';

describe('actionLabel', () => {
  it('turns an action into words with capitals', () => {
    expect(actionLabel('can_view_studio')).toBe('Can View Studio');
    expect(actionLabel('admin')).toBe('Admin');
  });
});
