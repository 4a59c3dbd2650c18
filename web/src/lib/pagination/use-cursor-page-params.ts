import { normalizePageRequest } from '@schema/paging/page-request';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cursorOfPage, withPageCursor, type KnownCursors } from './known-cursors';
import type { PageParams } from './use-page-params';

/** Paging state of a cursor-paged list: `page`, `size` and `cursor` in the address, so a reload keeps the place. */
export interface CursorPageParams extends PageParams {
  /** Where the shown page starts (null for page 1, or a deep link the server walks to). */
  cursor: string | null;
  /** Learns the next page's cursor from the page shown (its meta). */
  rememberNext(meta: { page: number; nextCursor?: string | null } | undefined): void;
}

/**
 * Reads and writes `page`, `size` and `cursor` in the address (size 25, 50 or 100, else 25). Moving to a page
 * puts the cursor this list saw for it in the address (Next: the shown page's nextCursor; Previous: the one
 * remembered), or none when it never saw one.
 */
export function useCursorPageParams(): CursorPageParams {
  const [params, setParams] = useSearchParams();
  const { page, size } = normalizePageRequest(Number(params.get('page')), Number(params.get('size')));
  const cursor = params.get('cursor') || null;
  const known = useRef<KnownCursors>(new Map());
  known.current = withPageCursor(known.current, size, page, cursor);

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const nextSize = normalizePageRequest(1, Number(current.get('size'))).size;
        const nextCursor = cursorOfPage(known.current, nextSize, next);
        updated.set('page', String(next));
        if (nextCursor) updated.set('cursor', nextCursor);
        else updated.delete('cursor');
        return updated;
      }),
    [setParams],
  );

  const setSize = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('size', String(next));
        updated.set('page', '1');
        updated.delete('cursor');
        return updated;
      }),
    [setParams],
  );

  const rememberNext = useCallback(
    (meta: { page: number; nextCursor?: string | null } | undefined) => {
      if (meta) known.current = withPageCursor(known.current, size, meta.page + 1, meta.nextCursor);
    },
    [size],
  );

  return { page, size, cursor, setPage, setSize, rememberNext };
}

/** Remembers the shown page's nextCursor once its answer is there. */
export function useRememberNextCursor(paging: CursorPageParams, meta: { page: number; nextCursor?: string | null } | undefined) {
  const { rememberNext } = paging;
  useEffect(() => rememberNext(meta), [rememberNext, meta]);
}
