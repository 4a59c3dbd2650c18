import { describe, expect, it } from 'vitest';
import { normalizePageRequest, pageOf } from './page-request';

describe('normalizePageRequest', () => {
  it('keeps an allowed page size and a valid page', () => {
    expect(normalizePageRequest(3, 50)).toEqual({ page: 3, size: 50 });
  });

  it('falls back to page 1 and size 25 for anything else', () => {
    expect(normalizePageRequest(0, 30)).toEqual({ page: 1, size: 25 });
    expect(normalizePageRequest(undefined, null)).toEqual({ page: 1, size: 25 });
    expect(normalizePageRequest(1.5, 100)).toEqual({ page: 1, size: 100 });
  });

  it('accepts a list of its own sizes', () => {
    expect(normalizePageRequest(1, 5, [5, 25])).toEqual({ page: 1, size: 5 });
  });
});

describe('pageOf', () => {
  it('returns the items of the requested page', () => {
    expect(pageOf([1, 2, 3, 4, 5], { page: 2, size: 2 })).toEqual([3, 4]);
  });
});
