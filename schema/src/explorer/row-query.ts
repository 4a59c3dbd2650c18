import type { ExplorerColumn } from './columns';
import type { ExplorerCell } from './row-cells';

/** How a filter compares a cell with its value. */
export const filterOperators = ['CONTAINS', 'EQUALS', 'ON_OR_AFTER', 'ON_OR_BEFORE', 'IS_EMPTY', 'IS_NOT_EMPTY'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** One filter of the explorer: the rows whose cell of `column` compares with `value` as `operator` says. */
export interface ExplorerFilter {
  column: string;
  operator: FilterOperator;
  /** Words for text columns, a day (yyyy-MM-dd) for date columns; ignored by IS_EMPTY and IS_NOT_EMPTY. */
  value?: string | null;
}

export type SortDirection = 'ASC' | 'DESC';

/** The order of the rows: one column, one direction. */
export interface ExplorerSort {
  column: string;
  direction: SortDirection;
}

/** The operators that make sense on a column of this kind. */
export function operatorsFor(kind: ExplorerColumn['kind']): FilterOperator[] {
  return kind === 'date' ? ['ON_OR_AFTER', 'ON_OR_BEFORE', 'IS_EMPTY', 'IS_NOT_EMPTY'] : ['CONTAINS', 'EQUALS', 'IS_EMPTY', 'IS_NOT_EMPTY'];
}

const fold = (text: string) => text.trim().toLocaleLowerCase('en-US');

/**
 * Whether one cell passes one filter. A restricted cell reads as empty, whatever it holds: filtering never tells a
 * caller anything about an answer they may not see.
 */
export function cellMatches(cell: ExplorerCell, filter: ExplorerFilter): boolean {
  const text = cell.restricted ? null : cell.text;
  const present = text !== null && text.trim() !== '';
  const value = filter.value ?? '';
  switch (filter.operator) {
    case 'IS_EMPTY':
      return !present;
    case 'IS_NOT_EMPTY':
      return present;
    case 'CONTAINS':
      return present && fold(text).includes(fold(value));
    case 'EQUALS':
      return present && fold(text) === fold(value);
    // Dates are ISO strings: their first 10 characters are the UTC day, which compares as text.
    case 'ON_OR_AFTER':
      return present && text.slice(0, 10) >= value;
    case 'ON_OR_BEFORE':
      return present && text.slice(0, 10) <= value;
  }
}

/** Whether a row passes every filter (filters combine with AND); `columns` are the row's cells' columns. */
export function rowMatches(cells: readonly ExplorerCell[], columns: readonly ExplorerColumn[], filters: readonly ExplorerFilter[]): boolean {
  return filters.every((filter) => {
    const at = columns.findIndex((column) => column.key === filter.column);
    const cell = cells[at];
    return cell !== undefined && cellMatches(cell, filter);
  });
}

/**
 * Orders two rows by one cell: empty (and restricted) cells last in either direction, text by the locale's
 * natural order (numbers inside text as numbers), dates as ISO strings.
 */
export function compareCells(a: ExplorerCell | undefined, b: ExplorerCell | undefined, direction: SortDirection): number {
  const left = a && !a.restricted ? a.text : null;
  const right = b && !b.restricted ? b.text : null;
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  const order = left.localeCompare(right, 'en-US', { numeric: true, sensitivity: 'base' });
  return direction === 'ASC' ? order : -order;
}

/**
 * The range of creation days the filters ask for (ON_OR_AFTER and ON_OR_BEFORE on the Created column): what the
 * template group's forms index reads directly. Several bounds narrow to the tightest.
 */
export function createdDayRange(filters: readonly ExplorerFilter[]): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  for (const filter of filters) {
    if (filter.column !== 'createdDate' || !filter.value) continue;
    if (filter.operator === 'ON_OR_AFTER' && (!range.from || filter.value > range.from)) range.from = filter.value;
    if (filter.operator === 'ON_OR_BEFORE' && (!range.to || filter.value < range.to)) range.to = filter.value;
  }
  return range;
}

/** The filters the index does not answer: applied to each form read. */
export const residualFilters = (filters: readonly ExplorerFilter[]) =>
  filters.filter((filter) => !(filter.column === 'createdDate' && (filter.operator === 'ON_OR_AFTER' || filter.operator === 'ON_OR_BEFORE') && filter.value));
