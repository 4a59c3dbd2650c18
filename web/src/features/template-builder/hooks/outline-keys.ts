import { useRef, type KeyboardEvent } from 'react';
import { hasChildRows, type OutlineRow } from './builder-tree';
import type { useOutlineView } from './outline-view';

interface KeysOptions {
  view: ReturnType<typeof useOutlineView>;
  onSelect: (id: string) => void;
  /** Absent on a read-only version or while saving. */
  onMove?: (row: OutlineRow, direction: -1 | 1) => Promise<void>;
}

/**
 * The outline's keys as the ARIA tree pattern has them: Up and Down, Home and End move the selection (scrolling
 * the row into view and focusing it), Right expands or enters a container, Left collapses it or goes to its
 * parent; Alt+Up and Alt+Down move the element one place.
 */
export function useOutlineKeys({ view, onSelect, onMove }: KeysOptions) {
  const itemRefs = useRef(new Map<string, HTMLElement>());
  // A row scrolled out of view is not in the DOM: it takes focus when it is rendered.
  const pendingFocus = useRef<string | null>(null);
  const { shown, closed, virtualizer } = view;

  const focusId = (id: string) => {
    const element = itemRefs.current.get(id);
    if (element) element.focus();
    else pendingFocus.current = id;
  };
  const focusRow = (index: number) => {
    const at = Math.max(0, Math.min(shown.length - 1, index));
    const row = shown[at];
    if (!row) return;
    onSelect(row.node.id);
    virtualizer.scrollToIndex(at, { align: 'auto' });
    focusId(row.node.id);
  };
  const toggle = (row: OutlineRow) => {
    view.toggle(row.node.id);
    if (!closed.has(row.node.id)) {
      // Collapsing hides what is inside: the selection moves to the container.
      onSelect(row.node.id);
      focusId(row.node.id);
    }
  };
  const moveRow = async (row: OutlineRow | undefined, direction: -1 | 1) => {
    if (!row || !onMove) return;
    const target = row.index + direction;
    if (target < 0 || target >= row.siblings.length) return;
    onSelect(row.node.id);
    await onMove(row, direction);
    // The buttons are disabled while the move saves: give focus back to the moved element.
    focusId(row.node.id);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const row = shown[index];
    if (!row) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      void moveRow(row, event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const expandable = hasChildRows(row);
    if (event.key === 'ArrowRight' && expandable) {
      event.preventDefault();
      if (closed.has(row.node.id)) view.toggle(row.node.id);
      else focusRow(index + 1);
      return;
    }
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      if (expandable && !closed.has(row.node.id)) toggle(row);
      else {
        const parent = shown.findIndex((candidate) => candidate.node.id === row.parentId);
        if (parent >= 0) focusRow(parent);
      }
      return;
    }
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: shown.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  };
  const refFor = (id: string) => (element: HTMLElement | null) => {
    if (!element) {
      itemRefs.current.delete(id);
      return;
    }
    itemRefs.current.set(id, element);
    if (pendingFocus.current === id) {
      pendingFocus.current = null;
      element.focus();
    }
  };
  return { onKeyDown, toggle, moveRow, refFor };
}
