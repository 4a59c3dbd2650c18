/** The page sizes lists offer; anything else falls back to the first. */
export const allowedPageSizes = [25, 50, 100] as const;

export interface PageRequest {
  page: number;
  size: number;
}

/**
 * Normalises a requested page: page 1 or later (default 1), size 25, 50 or 100 (otherwise 25), as the spec
 * says for every paged list. `sizes` lets a list with its own sizes (the home page's 5 rows) reuse the rule.
 */
export function normalizePageRequest(
  page: number | null | undefined,
  size: number | null | undefined,
  sizes: readonly number[] = allowedPageSizes,
): PageRequest {
  const safePage = Number.isInteger(page) && (page as number) >= 1 ? (page as number) : 1;
  const safeSize = sizes.includes(size as number) ? (size as number) : (sizes[0] as number);
  return { page: safePage, size: safeSize };
}

/** The slice of `items` a page shows. */
export function pageOf<T>(items: readonly T[], request: PageRequest): T[] {
  const start = (request.page - 1) * request.size;
  return items.slice(start, start + request.size);
}
