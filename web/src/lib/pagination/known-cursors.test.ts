import { describe, expect, it } from 'vitest';
import { cursorOfPage, withPageCursor } from './known-cursors';

describe('known cursors', () => {
  it('keep the cursor of each page seen, per page size', () => {
    const known = withPageCursor(withPageCursor(new Map(), 25, 2, 'after-25'), 25, 3, 'after-50');

    expect([cursorOfPage(known, 25, 2), cursorOfPage(known, 25, 3), cursorOfPage(known, 50, 2), cursorOfPage(known, 25, 4)]).toEqual([
      'after-25',
      'after-50',
      undefined,
      undefined,
    ]);
  });

  it('need no cursor for page 1 and keep nothing for a last page (no next cursor)', () => {
    const known = withPageCursor(withPageCursor(new Map(), 25, 1, 'ignored'), 25, 2, null);

    expect(known.size).toBe(0);
    expect(cursorOfPage(known, 25, 1)).toBeUndefined();
  });

  it('answer the same map when nothing new is learnt', () => {
    const known = withPageCursor(new Map(), 25, 2, 'after-25');

    expect(withPageCursor(known, 25, 2, 'after-25')).toBe(known);
  });
});
