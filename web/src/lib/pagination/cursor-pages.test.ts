import { describe, expect, it } from 'vitest';
import { createCursorPages } from './cursor-pages';

describe('createCursorPages', () => {
  it('opens page 1 without a cursor and the next page with the cursor the page before answered', () => {
    const pages = createCursorPages();

    pages.remember(1, undefined, 'c2');
    pages.remember(2, 'c2', 'c3');

    expect([pages.cursorOf(1), pages.cursorOf(2), pages.cursorOf(3), pages.cursorOf(4)]).toEqual([undefined, 'c2', 'c3', undefined]);
  });

  it('keeps the cursor a page was opened with from the address, and the one it answered', () => {
    const pages = createCursorPages();

    pages.remember(5, 'c5', 'c6');

    expect([pages.cursorOf(5), pages.cursorOf(6)]).toEqual(['c5', 'c6']);
  });

  it('forgets the page after the last one', () => {
    const pages = createCursorPages();
    pages.remember(1, undefined, 'c2');

    pages.remember(1, undefined, null);

    expect(pages.cursorOf(2)).toBeUndefined();
  });
});
