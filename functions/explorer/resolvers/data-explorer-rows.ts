import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { indexedColumnKey } from '../../../schema/src/explorer/columns';
import { encodeExplorerCursor } from '../../../schema/src/explorer/explorer-cursor';
import { explorerPageSizes, explorerRowsSchema } from '../../../schema/src/explorer/explorer-inputs';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { explorerRequestOf } from '../rows/explorer-request';
import { indexOrderPage } from '../rows/index-page';
import type { RowsPage, RowsRequest } from '../rows/page-types';
import { sortedPage } from '../rows/sorted-page';
import { metrics } from '../telemetry';

/**
 * dataExplorerRows: program admins and the configured role's members, on a template the configuration exposes
 * (NOT_FOUND otherwise). Created order is served by the forms index; another sort by sortedPage (bounded).
 */
export async function dataExplorerRows(caller: Caller, args: unknown) {
  const input = parseInput(explorerRowsSchema, (args as { input?: unknown }).input);
  const { request: query, scope } = await explorerRequestOf(caller, input);
  const { page, size } = normalizePageRequest(input.page, input.size, explorerPageSizes);
  const request: RowsRequest = { ...query, page, size };
  const result: RowsPage = request.sort.column === indexedColumnKey ? await indexOrderPage(request) : await sortedPage(request);
  metrics.addMetric('ExplorerFormsScanned', MetricUnit.Count, result.scanned);
  return {
    columns: request.columns,
    docs: result.rows.map((row) => ({ id: row.id, cells: row.cells })),
    meta: { page, size, total: result.total, nextCursor: result.next ? encodeExplorerCursor(scope, result.next) : null },
    partialTotal: result.partialTotal,
    scanned: result.scanned,
    groupTotal: request.groupTotal,
  };
}
