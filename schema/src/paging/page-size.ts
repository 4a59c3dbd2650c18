/** The page sizes a paginated list offers. */
export const pageSizes = [25, 50, 100] as const;

/** The page size used when none (or a disallowed one) is asked for. */
export const defaultPageSize = 25;

/** Reads the page size from an address parameter: 25, 50 or 100, else 25. */
export function parsePageSize(value: string | null | undefined): number {
  const size = Number(value);
  return (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
}

/** Reads a one-based page number from an address parameter: a whole number of at least 1, else 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
