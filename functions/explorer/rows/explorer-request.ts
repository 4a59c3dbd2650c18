import { indexedColumnKey, type ExplorerColumn } from '../../../schema/src/explorer/columns';
import { decodeExplorerCursor, explorerCursorScope } from '../../../schema/src/explorer/explorer-cursor';
import { operatorsFor, type ExplorerFilter, type ExplorerSort } from '../../../schema/src/explorer/row-query';
import type { CursorScope } from '../../../schema/src/paging/list-cursor';
import { readFormCount } from '../../data/form-counters';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { explorerAudienceOf } from '../explorer-access';
import { configuredTemplateOf } from '../program-templates';
import type { RowsRequest } from './page-types';

const newestFirst: ExplorerSort = { column: indexedColumnKey, direction: 'DESC' };

/** What dataExplorerRows and dataExplorerExport both ask: a configured template, a query of it, and where to start. */
export interface ExplorerQueryInput {
  programId: string;
  templateGroupId: string;
  cursor?: string | null;
  sort?: ExplorerSort | null;
  filters?: readonly ExplorerFilter[] | null;
}

/** Refuses (BAD_USER_INPUT) a sort or filter on a column the template does not expose, or an operator its kind lacks. */
function assertQueryColumns(columns: readonly ExplorerColumn[], sort: ExplorerSort, filters: readonly ExplorerFilter[]) {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  if (sort.column !== indexedColumnKey && !byKey.has(sort.column)) throw badUserInput(`sort: ${sort.column} is not a column of this template.`, { field: 'sort' });
  for (const filter of filters) {
    const column = byKey.get(filter.column);
    if (!column) throw badUserInput(`filters: ${filter.column} is not a column of this template.`, { field: 'filters' });
    if (!operatorsFor(column.kind).includes(filter.operator)) throw badUserInput(`filters: ${filter.operator} does not apply to ${column.label}.`, { field: 'filters' });
    const needsValue = filter.operator !== 'IS_EMPTY' && filter.operator !== 'IS_NOT_EMPTY';
    if (needsValue && !filter.value) throw badUserInput(`filters: ${column.label} needs a value.`, { field: 'filters' });
    if (column.kind === 'date' && needsValue && !/^\d{4}-\d{2}-\d{2}$/.test(filter.value ?? '')) {
      throw badUserInput(`filters: ${column.label} takes a day as yyyy-MM-dd.`, { field: 'filters' });
    }
  }
}

/**
 * A validated query of the Data Explorer, ready to page: program admins and the configured role's members
 * (FORBIDDEN otherwise), on a template the configuration exposes (NOT_FOUND otherwise), with columns the template
 * exposes and a cursor of this same query (BAD_USER_INPUT otherwise). Answers the request without its page and
 * size, and the scope its cursors are made for.
 */
export async function explorerRequestOf(caller: Caller, input: ExplorerQueryInput): Promise<{ request: Omit<RowsRequest, 'page' | 'size'>; scope: CursorScope }> {
  const audience = await explorerAudienceOf(caller, input.programId);
  const configured = await configuredTemplateOf(audience.config, input.programId, input.templateGroupId);
  if (!configured) throw notFound('Data Explorer template', input.templateGroupId);
  const { group, view } = configured;
  const sort = input.sort ?? newestFirst;
  const filters = input.filters ?? [];
  assertQueryColumns(view.columns, sort, filters);
  const scope = explorerCursorScope(group.groupId, sort, filters);
  let start;
  if (input.cursor) {
    const decoded = decodeExplorerCursor(input.cursor, scope);
    if (!decoded.ok) throw badUserInput(`cursor: ${decoded.problem}`, { field: 'cursor' });
    start = decoded.position;
  }
  const request = {
    viewer: { caller, isAdmin: audience.isAdmin, group },
    groupId: group.groupId,
    columns: view.columns,
    sort,
    filters,
    ...(start ? { start } : {}),
    groupTotal: await readFormCount({ kind: 'templateGroup', groupId: group.groupId }),
  };
  return { request, scope };
}
