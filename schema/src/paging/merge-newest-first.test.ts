import { describe, expect, it } from 'vitest';
import { mergeNewestFirst } from './merge-newest-first';

const dates = { first: (item: string) => item.slice(1), second: (item: string) => item.slice(1) };

describe('mergeNewestFirst', () => {
  it('takes the newest items of both sources and says how many of each it took', () => {
    const page = mergeNewestFirst({ items: ['f9', 'f5', 'f1'], more: false }, { items: ['w8', 'w7', 'w2'], more: false }, 4, dates);

    expect(page).toEqual({ items: ['f9', 'w8', 'w7', 'f5'], taken: [2, 2], more: true });
  });

  it('puts the first source first at the same date, and ends when both are spent', () => {
    const page = mergeNewestFirst({ items: ['f5'], more: false }, { items: ['w5'], more: false }, 4, dates);

    expect(page).toEqual({ items: ['f5', 'w5'], taken: [1, 1], more: false });
  });

  it('has more when a source says items follow those it read', () => {
    expect(mergeNewestFirst({ items: ['f5'], more: true }, { items: [], more: false }, 1, dates).more).toBe(true);
  });
});
