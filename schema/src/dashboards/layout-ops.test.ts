import { describe, expect, it } from 'vitest';
import { emptyGridLayouts } from './grid';
import { addToLayouts, availableMoves, compact, completeLayouts, moveWidget, newWidgetSize, removeFromLayouts } from './layout-ops';

const twoWidgets = () => addToLayouts(addToLayouts(emptyGridLayouts(), 'a', 'header'), 'b', 'document-table');

describe('dashboard layout edits', () => {
  it('places a new widget at the bottom, width 8 (all of lg) and height 1; a document table 6 rows high', () => {
    const layouts = twoWidgets();
    expect(layouts.lg).toEqual([
      { i: 'a', x: 0, y: 0, w: 8, h: 1 },
      { i: 'b', x: 0, y: 1, w: 8, h: 6 },
    ]);
    expect(layouts.md[1]).toEqual({ i: 'b', x: 0, y: 1, w: 4, h: 6 });
    expect(layouts.sm[0]).toEqual({ i: 'a', x: 0, y: 0, w: 1, h: 1 });
    expect(newWidgetSize('paragraph')).toEqual({ w: 8, h: 1 });
  });

  it('moves a widget up and down past its neighbour without a pointer', () => {
    const up = moveWidget(twoWidgets(), 'lg', 'b', 'up');
    expect(up.lg).toEqual([
      { i: 'b', x: 0, y: 0, w: 8, h: 6 },
      { i: 'a', x: 0, y: 6, w: 8, h: 1 },
    ]);
    expect(moveWidget(up, 'lg', 'b', 'down').lg.map((item) => item.i)).toEqual(['a', 'b']);
    // Other breakpoints keep their own order.
    expect(up.md.map((item) => item.i)).toEqual(['a', 'b']);
  });

  it('makes a widget narrower, wider, taller and shorter within the columns', () => {
    let layouts = moveWidget(twoWidgets(), 'lg', 'a', 'narrower');
    expect(layouts.lg[0]).toMatchObject({ i: 'a', w: 7 });
    layouts = moveWidget(moveWidget(layouts, 'lg', 'a', 'wider'), 'lg', 'a', 'wider');
    expect(layouts.lg[0]).toMatchObject({ i: 'a', w: 8 });
    layouts = moveWidget(layouts, 'lg', 'a', 'taller');
    expect(layouts.lg).toEqual([
      { i: 'a', x: 0, y: 0, w: 8, h: 2 },
      { i: 'b', x: 0, y: 2, w: 8, h: 6 },
    ]);
    expect(moveWidget(moveWidget(layouts, 'lg', 'a', 'shorter'), 'lg', 'a', 'shorter').lg[0]).toMatchObject({ h: 1 });
  });

  it('offers only the edits that change something', () => {
    expect(availableMoves(twoWidgets(), 'lg', 'a')).toEqual({ up: false, down: true, wider: false, narrower: true, taller: true, shorter: false });
    expect(availableMoves(twoWidgets(), 'sm', 'b')).toEqual({ up: true, down: false, wider: false, narrower: false, taller: true, shorter: true });
  });

  it('closes the gap a removed widget leaves', () => {
    expect(removeFromLayouts(twoWidgets(), 'a').lg).toEqual([{ i: 'b', x: 0, y: 0, w: 8, h: 6 }]);
  });

  it('compacts side-by-side widgets upwards and keeps them inside the columns', () => {
    expect(compact([{ i: 'a', x: 0, y: 3, w: 4, h: 2 }, { i: 'b', x: 6, y: 5, w: 4, h: 1 }], 8)).toEqual([
      { i: 'a', x: 0, y: 0, w: 4, h: 2 },
      { i: 'b', x: 4, y: 0, w: 4, h: 1 },
    ]);
  });

  it('completes layouts: widgets missing at a breakpoint are added, items of removed widgets dropped', () => {
    const layouts = completeLayouts({ lg: [{ i: 'gone', x: 0, y: 0, w: 8, h: 1 }], md: [], sm: [] }, [{ id: 'a', type: 'divider' }]);
    expect(layouts).toEqual({ lg: [{ i: 'a', x: 0, y: 0, w: 8, h: 1 }], md: [{ i: 'a', x: 0, y: 0, w: 4, h: 1 }], sm: [{ i: 'a', x: 0, y: 0, w: 1, h: 1 }] });
  });
});
