import type { ExplorerColumn } from '../../../schema/src/explorer/columns';
import type { ExplorerPosition } from '../../../schema/src/explorer/explorer-cursor';
import type { ExplorerFilter, ExplorerSort } from '../../../schema/src/explorer/row-query';
import type { ExplorerRow, RowViewer } from './row-builder';

/** What one page request asks for, after validation. */
export interface RowsRequest {
  viewer: RowViewer;
  groupId: string;
  columns: readonly ExplorerColumn[];
  sort: ExplorerSort;
  filters: readonly ExplorerFilter[];
  page: number;
  size: number;
  /** Where this page starts (decoded cursor), when the caller had one. */
  start?: ExplorerPosition;
  /** The group's forms in all (its counter). */
  groupTotal: number;
  /** How much one request may do; the grid's limits ({@link gridLimits}) when absent. */
  limits?: PageLimits;
}

/**
 * What one request may do before its page ends early (with a cursor to the rest): rows' weight, forms examined
 * for filters the index does not serve, forms per index read, and a deadline (ms since the epoch) checked between
 * reads, so a page never nears the function's timeout whatever the forms hold.
 */
export interface PageLimits {
  maxBytes: number;
  maxScanned: number;
  readSize: number;
  deadline?: number;
}

/** One page of rows and where the next one starts. */
export interface RowsPage {
  rows: ExplorerRow[];
  total: number;
  partialTotal: boolean;
  scanned: number;
  next: ExplorerPosition | null;
}

/**
 * The most a page's rows may weigh as JSON: under Lambda's 6 MB response and AppSync's, with room for the rest
 * of the answer. A page that would pass it ends early, with a cursor to the rest.
 */
export const maxPageBytes = 4 * 1024 * 1024;

/** The grid's pages (25 to 100 rows): reads of 250 forms, at most 1,000 forms examined a page. */
export const gridLimits: PageLimits = { maxBytes: maxPageBytes, maxScanned: 1_000, readSize: 250 };

/** The JSON size of a row in bytes (UTF-8), as the answer will carry it (near enough: the cells' field names included). */
export const rowBytes = (row: ExplorerRow) => Buffer.byteLength(JSON.stringify(row)) + 40 * row.cells.length;
