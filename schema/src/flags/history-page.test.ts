import { describe, expect, it } from 'vitest';
import { historyPage } from './history-page';

const trail = ['a', 'b', 'c', 'd', 'e'];

describe('historyPage', () => {
  it('lists the newest changes first and says where the next page starts', () => {
    const page = historyPage(trail, 5, 2);

    expect(page.items).toEqual([
      { change: 'e', sequence: 5 },
      { change: 'd', sequence: 4 },
    ]);
    expect(page.nextBefore).toBe(4);
  });

  it('continues from the cursor, and the last page has none', () => {
    const page = historyPage(trail, 5, 3, 4);

    expect(page.items.map((item) => item.change)).toEqual(['c', 'b', 'a']);
    expect(page.nextBefore).toBeNull();
  });

  it('keeps a cursor meaning the same after newer changes and a dropped oldest one', () => {
    // "f" arrived (version 6) and the kept list dropped "a".
    const page = historyPage(['b', 'c', 'd', 'e', 'f'], 6, 2, 4);

    expect(page.items.map((item) => item.change)).toEqual(['c', 'b']);
    expect(page.nextBefore).toBeNull();
  });

  it('answers an empty page for a flag never changed', () => {
    expect(historyPage([], 0, 25)).toEqual({ items: [], nextBefore: null });
  });
});
