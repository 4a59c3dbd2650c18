import { describe, expect, it } from 'vitest';
import { gatherPage, type PageSource } from './collect-page';

/** A list of numbers 1..count, read in order after a number, keeping those `visible` accepts; counts its reads. */
function listOf(count: number, visible: (n: number) => boolean) {
  const all = Array.from({ length: count }, (_, index) => index + 1);
  const reads: number[] = [];
  const source: PageSource<number, number> = {
    async read(after, limit) {
      const start = after === undefined ? 0 : all.indexOf(after) + 1;
      reads.push(limit);
      const items = all.slice(start, start + limit);
      return { items, more: start + limit < all.length };
    },
    keep: async (items) => items.map(visible),
    placeOf: (n) => n,
  };
  return { source, reads };
}

describe('gatherPage', () => {
  it('fills a page from one read when every item is kept, and continues after its last item', async () => {
    const { source, reads } = listOf(60, () => true);

    const page = await gatherPage(source, { size: 25, readSize: 26, maxReads: 3 });

    expect(page).toEqual({ items: Array.from({ length: 25 }, (_, i) => i + 1), next: 25 });
    expect(reads).toEqual([26]);
  });

  it('ends without a next place when the list ends on a full page', async () => {
    const { source } = listOf(50, () => true);

    const second = await gatherPage(source, { size: 25, readSize: 26, maxReads: 3 }, 25);

    expect(second.items).toHaveLength(25);
    expect(second.next).toBeUndefined();
  });

  it('answers a short page and the place after the last item read once its reads are spent', async () => {
    const { source, reads } = listOf(1000, (n) => n % 150 === 0);

    const page = await gatherPage(source, { size: 25, readSize: 100, maxReads: 4 });

    expect(page).toEqual({ items: [150, 300], next: 400 });
    expect(reads).toHaveLength(4);
  });

  it('never keeps an item the keep function refuses', async () => {
    const { source } = listOf(90, (n) => n % 2 === 0);

    const page = await gatherPage(source, { size: 25, readSize: 100, maxReads: 4 });

    expect(page.items.every((n) => n % 2 === 0)).toBe(true);
    expect(page).toMatchObject({ next: 50 });
  });
});
