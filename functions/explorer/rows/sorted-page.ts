import { compareCells, createdDayRange, residualFilters, rowMatches } from '../../../schema/src/explorer/row-query';
import { readExplorerForms, type ExplorerFormPosition } from '../../data/explorer-forms';
import { badUserInput } from '../../shared/errors';
import { gridLimits, rowBytes, type RowsPage, type RowsRequest } from './page-types';
import { rowsOf, type ExplorerRow } from './row-builder';

/** The most forms a sort by a column the index does not serve reads (all of them, every page). */
export const maxSortedForms = 2_000;

const tooBroad = (label: string) =>
  badUserInput(`Sorting by ${label} works on up to ${maxSortedForms.toLocaleString('en-US')} forms: narrow the Created dates first.`, {
    reason: 'SORT_TOO_BROAD',
    field: 'sort',
    limit: maxSortedForms,
  });

/** Every row in the Created range (at most maxSortedForms forms, else SORT_TOO_BROAD), with how many forms were read. */
async function everyRowInRange(request: RowsRequest, label: string): Promise<{ rows: ExplorerRow[]; scanned: number }> {
  const { from, to } = createdDayRange(request.filters);
  // Without a range the group's counter says at once whether the sort can be served.
  if (!from && !to && request.groupTotal > maxSortedForms) throw tooBroad(label);
  const rows: ExplorerRow[] = [];
  let after: ExplorerFormPosition | undefined;
  let scanned = 0;
  for (;;) {
    const read = await readExplorerForms({ groupId: request.groupId, descending: true, from, to, limit: 500, ...(after ? { after } : {}) });
    scanned += read.forms.length;
    if (scanned > maxSortedForms) throw tooBroad(label);
    rows.push(...(await rowsOf(request.viewer, request.columns, read.forms)).filter((row): row is ExplorerRow => row !== null));
    const last = read.forms.at(-1);
    if (!read.more || !last) return { rows, scanned };
    after = { id: last.form.id, createdDate: last.form.createdDate };
  }
}

/**
 * A page sorted by a column the index does not serve: every form in the Created range is read (at most
 * {@link maxSortedForms}), filtered, sorted (ties newest first) and sliced at the page's offset. The total is exact.
 */
export async function sortedPage(request: RowsRequest): Promise<RowsPage> {
  const at = request.columns.findIndex((column) => column.key === request.sort.column);
  const label = request.columns[at]?.label ?? request.sort.column;
  const { rows, scanned } = await everyRowInRange(request, label);
  const filters = residualFilters(request.filters);
  const matching = rows.filter((row) => rowMatches(row.cells, request.columns, filters));
  matching.sort((a, b) => compareCells(a.cells[at], b.cells[at], request.sort.direction) || b.createdDate.localeCompare(a.createdDate) || a.id.localeCompare(b.id));
  const start = request.start;
  if (start && !('offset' in start)) throw badUserInput('cursor: this cursor belongs to a list in Created order, not to this one.');
  const offset = start ? start.offset : (request.page - 1) * request.size;
  const page: ExplorerRow[] = [];
  let bytes = 0;
  for (const row of matching.slice(offset, offset + request.size)) {
    if (page.length > 0 && bytes + rowBytes(row) > (request.limits ?? gridLimits).maxBytes) break;
    page.push(row);
    bytes += rowBytes(row);
  }
  const nextOffset = offset + page.length;
  return { rows: page, total: matching.length, partialTotal: false, scanned, next: nextOffset < matching.length ? { offset: nextOffset } : null };
}
