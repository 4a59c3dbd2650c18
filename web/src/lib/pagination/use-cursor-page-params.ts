import { normalizePageRequest } from '@schema/paging/page-request';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createCursorPages } from './cursor-pages';

/** Paging state of a cursor-paged list, kept in the address (`page`, `size`, `cursor`) so a reload keeps the place. */
export interface CursorPageParams {
  /** One-based page number. */
  page: number;
  /** 25, 50 or 100. */
  size: number;
  /** The cursor that opens this page (none for page 1, or for a link to a page without one). */
  cursor: string | undefined;
  setPage(page: number): void;
  setSize(size: number): void;
  /** Records the page's answer, so the next page opens with its cursor. */
  remember(nextCursor: string | null | undefined): void;
}

/**
 * Reads and writes `page`, `size` and `cursor` in the address and keeps the cursors of the pages seen (a new map for
 * each list and page size: `listKey` names the list, e.g. its group id). Moving to a page whose cursor is unknown
 * (back past a reload) drops the cursor: the server walks to it from the start.
 */
export function useCursorPageParams(listKey: string): CursorPageParams {
  const [params, setParams] = useSearchParams();
  const { page, size } = normalizePageRequest(Number(params.get('page')), Number(params.get('size')));
  const cursor = (page > 1 && params.get('cursor')) || undefined;
  // One map per list and size: a cursor of one never opens a page of another.
  const pages = useMemo(() => createCursorPages(), [listKey, size]); // eslint-disable-line react-hooks/exhaustive-deps

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        const nextCursor = pages.cursorOf(next);
        if (nextCursor) updated.set('cursor', nextCursor);
        else updated.delete('cursor');
        return updated;
      }),
    [setParams, pages],
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

  const remember = useCallback((nextCursor: string | null | undefined) => pages.remember(page, cursor, nextCursor), [pages, page, cursor]);

  return { page, size, cursor, setPage, setSize, remember };
}
