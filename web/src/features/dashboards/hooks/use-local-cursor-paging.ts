import { useCallback, useRef, useState } from 'react';
import { cursorOfPage, withPageCursor, type KnownCursors } from '@/lib/pagination/known-cursors';
import type { CursorPageParams } from '@/lib/pagination/use-cursor-page-params';

/**
 * Cursor paging held by a component rather than the address: a dashboard may show several document tables, and
 * each keeps its own page (the same page → cursor map as useCursorPageParams).
 */
export function useLocalCursorPaging(initialSize = 25): CursorPageParams {
  const [state, setState] = useState<{ page: number; size: number; cursor: string | null }>({ page: 1, size: initialSize, cursor: null });
  const known = useRef<KnownCursors>(new Map());
  known.current = withPageCursor(known.current, state.size, state.page, state.cursor);
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page, cursor: cursorOfPage(known.current, current.size, page) ?? null })), []);
  const setSize = useCallback((size: number) => setState({ page: 1, size, cursor: null }), []);
  const { size } = state;
  const rememberNext = useCallback(
    (meta: { page: number; nextCursor?: string | null } | undefined) => {
      if (meta) known.current = withPageCursor(known.current, size, meta.page + 1, meta.nextCursor);
    },
    [size],
  );
  return { ...state, setPage, setSize, rememberNext };
}
