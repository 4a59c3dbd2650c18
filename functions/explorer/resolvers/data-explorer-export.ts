import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { indexedColumnKey } from '../../../schema/src/explorer/columns';
import { csvLines } from '../../../schema/src/explorer/csv-export';
import { encodeExplorerCursor } from '../../../schema/src/explorer/explorer-cursor';
import { explorerExportSchema } from '../../../schema/src/explorer/explorer-inputs';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';
import { explorerRequestOf } from '../rows/explorer-request';
import { indexOrderPage } from '../rows/index-page';
import type { PageLimits, RowsRequest } from '../rows/page-types';
import { sortedPage } from '../rows/sorted-page';
import { metrics } from '../telemetry';

/** Rows one stretch of an export holds at most. */
export const exportStretchRows = 5_000;

/**
 * One stretch's limits. 2 MB of rows (weighed as their JSON): the same rows as CSV inside the JSON answer weigh at
 * most twice that (a quote is doubled, then escaped), well inside AppSync's 5 MB response and Lambda's 6 MB.
 * 10,000 forms searched for filters the index does not serve, 1,000 forms a read (DynamoDB ends one at 1 MB), and
 * 5 s of work: half the function's 10 s, a sixth of AppSync's 30 s.
 */
export const exportLimits = (now = Date.now()): PageLimits => ({ maxBytes: 2 * 1024 * 1024, maxScanned: 10_000, readSize: 1_000, deadline: now + 5_000 });

/**
 * dataExplorerExport: the next stretch of an Export CSV, as CSV lines (the header first on the first stretch).
 * The same audience, rows and cells as dataExplorerRows for the same query (its cursor is the same kind), but up
 * to {@link exportStretchRows} rows a request, written as one string: one GraphQL value instead of one per cell.
 */
export async function dataExplorerExport(caller: Caller, args: unknown) {
  const input = parseInput(explorerExportSchema, (args as { input?: unknown }).input);
  const { request: query, scope } = await explorerRequestOf(caller, input);
  const request: RowsRequest = { ...query, page: 1, size: exportStretchRows, limits: exportLimits() };
  const result = request.sort.column === indexedColumnKey ? await indexOrderPage(request) : await sortedPage(request);
  metrics.addMetric('ExplorerFormsScanned', MetricUnit.Count, result.scanned);
  const header = input.cursor ? undefined : request.columns.map((column) => column.label);
  return {
    csv: csvLines(header, result.rows.map((row) => row.cells)),
    rows: result.rows.length,
    nextCursor: result.next ? encodeExplorerCursor(scope, result.next) : null,
    scanned: result.scanned,
    groupTotal: request.groupTotal,
  };
}
