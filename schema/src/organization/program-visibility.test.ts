import { describe, expect, it } from 'vitest';
import { isProgramVisibleTo, mayStartByAudience } from './program-visibility';

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

describe('mayStartByAudience', () => {
  it('applies the program rule to starters, as the program lists do', () => {
    expect(mayStartByAudience({ audience: 'health' }, { tags: [] }, false)).toBe(false);
    expect(mayStartByAudience({ audience: 'health' }, { tags: ['health'] }, false)).toBe(true);
    expect(mayStartByAudience({ audience: 'non-health' }, { tags: ['health'] }, false)).toBe(false);
  });

  it("leaves a template's authors and templates without a program to the authorization engine", () => {
    expect(mayStartByAudience({ audience: 'health' }, { tags: [] }, true)).toBe(true);
    expect(mayStartByAudience(undefined, { tags: [] }, false)).toBe(true);
  });
});
