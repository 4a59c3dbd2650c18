import { describe, expect, it } from 'vitest';
import { isProgramVisibleTo } from './program-visibility';

describe('isProgramVisibleTo', () => {
  it('shows medical-centre programs only to health-tagged users', () => {
    expect(isProgramVisibleTo({ audience: 'health' }, { tags: ['health'] })).toBe(true);
    expect(isProgramVisibleTo({ audience: 'health' }, { tags: [] })).toBe(false);
  });

  it('shows risk-service programs only to users without the health tag', () => {
    expect(isProgramVisibleTo({ audience: 'non-health' }, { tags: [] })).toBe(true);
    expect(isProgramVisibleTo({ audience: 'non-health' }, { tags: ['health'] })).toBe(false);
  });

  it('shows other programs to everyone', () => {
    expect(isProgramVisibleTo({ audience: 'everyone' }, { tags: ['health'] })).toBe(true);
  });
});
