import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useMemo, useState } from 'react';
import { ancestorIds, visibleRows, type OutlineRow } from './builder-tree';
import { outlineRowHeight } from './outline-drag';

/** The range the virtualizer shows, plus rows that must stay in the DOM (the selected and the dragged row). */
function withPinned(range: Range, pinned: readonly number[]): number[] {
  const indexes = new Set(defaultRangeExtractor(range));
  for (const index of pinned) if (index >= 0 && index < range.count) indexes.add(index);
  return [...indexes].sort((a, b) => a - b);
}

/**
 * What the outline shows: its rows with collapsed containers closed (never hiding the selected row), and a
 * virtualizer over them that renders only the rows in view (plus the selected and dragged rows).
 */
export function useOutlineView(rows: readonly OutlineRow[], selectedId: string | null, scrollElement: () => HTMLElement | null, activeId: string | null) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const open = useMemo(() => new Set(ancestorIds(rows, selectedId)), [rows, selectedId]);
  const closed = useMemo(() => new Set([...collapsed].filter((id) => !open.has(id))), [collapsed, open]);
  const shown = useMemo(() => visibleRows(rows, closed), [rows, closed]);
  const selectedIndex = shown.findIndex((row) => row.node.id === selectedId);
  const activeIndex = shown.findIndex((row) => row.node.id === activeId);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: scrollElement,
    estimateSize: () => outlineRowHeight,
    getItemKey: (index) => shown[index]?.node.id ?? index,
    overscan: 10,
    rangeExtractor: (range) => withPinned(range, [selectedIndex, activeIndex]),
    useFlushSync: false,
    // Before layout (or where there is none, as in tests) the area measures 0: show a screenful of rows anyway.
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: 12 * outlineRowHeight })),
  });
  const toggle = (id: string) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (closed.has(id)) after.delete(id);
      else after.add(id);
      return after;
    });
  return { shown, closed, selectedIndex, virtualizer, toggle };
}
