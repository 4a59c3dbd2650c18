import { normalizePageRequest } from '@schema/paging/page-request';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Paging state kept in the address (`page`, `size`), so a list can be bookmarked and shared. */
export interface PageParams {
  /** One-based page number. */
  page: number;
  /** 25, 50 or 100. */
  size: number;
  setPage(page: number): void;
  setSize(size: number): void;
}

/** Reads and writes the `page` and `size` address parameters (size 25, 50 or 100, else 25). */
export function usePageParams(): PageParams {
  const [params, setParams] = useSearchParams();
  const { page, size } = normalizePageRequest(Number(params.get('page')), Number(params.get('size')));

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
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
        return updated;
      }),
    [setParams],
  );

  return { page, size, setPage, setSize };
}
