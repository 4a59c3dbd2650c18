import type { DataExplorerFilterInput, DataExplorerSortInput } from '@/gql/graphql';
import type { ExplorerColumnView as DataExplorerColumn } from './explorer-column';

/** What the explorer shows of a template: its filters (AND) and its order. */
export interface ExplorerQuery {
  filters: DataExplorerFilterInput[];
  sort: DataExplorerSortInput;
}

/** Newest first: the order the forms index serves. */
export const newestFirst: DataExplorerSortInput = { column: 'createdDate', direction: 'DESC' };

export const emptyQuery: ExplorerQuery = { filters: [], sort: newestFirst };

/** The operators a column of this kind offers, with their words. */
export function operatorsOf(kind: string): Array<{ value: DataExplorerFilterInput['operator']; label: string }> {
  const presence = [
    { value: 'IS_EMPTY' as const, label: 'is empty' },
    { value: 'IS_NOT_EMPTY' as const, label: 'is not empty' },
  ];
  if (kind === 'date') return [{ value: 'ON_OR_AFTER', label: 'on or after' }, { value: 'ON_OR_BEFORE', label: 'on or before' }, ...presence];
  return [{ value: 'CONTAINS', label: 'contains' }, { value: 'EQUALS', label: 'is' }, ...presence];
}

/** A filter in words, as its chip says it: "Status is draft". */
export function filterText(filter: DataExplorerFilterInput, columns: readonly Pick<DataExplorerColumn, 'key' | 'label' | 'kind'>[]): string {
  const column = columns.find((candidate) => candidate.key === filter.column);
  const operator = operatorsOf(column?.kind ?? 'text').find((candidate) => candidate.value === filter.operator)?.label ?? filter.operator;
  return [column?.label ?? filter.column, operator, filter.value ?? ''].join(' ').trim();
}

/** Names a query: the grid (and its map of cursors) starts again when it changes. */
export const queryKey = (templateGroupId: string, query: ExplorerQuery) => JSON.stringify([templateGroupId, query]);
