import { createdDayRange, residualFilters, rowMatches } from '../../../schema/src/explorer/row-query';
import { readExplorerForms, type ExplorerFormPosition } from '../../data/explorer-forms';
import { badUserInput } from '../../shared/errors';
import { gridLimits, rowBytes, type RowsPage, type RowsRequest } from './page-types';
import { rowsOf, type ExplorerRow } from './row-builder';

/** A link to a later page without its cursor walks from the first, at most this many pages. */
export const maxWalkedPages = 10;

const positionOf = (row: { id: string; createdDate: string }): ExplorerFormPosition => ({ id: row.id, createdDate: row.createdDate });

interface Walk {
  after?: ExplorerFormPosition;
  matched: number;
  scanned: number;
}

/** Where a next page starts: always after some form. */
type NextWalk = Walk & { after: ExplorerFormPosition };

/**
 * Gathers one page in index order from `walk`, within the request's limits: forms examined, bytes, and the
 * deadline. Forms one index read asks for: the rows still wanted (and one more, which tells a next page exists)
 * when every form is a row, the read size when filters leave some out (DynamoDB also ends a read at 1 MB).
 */
async function gather(request: RowsRequest, walk: Walk): Promise<{ rows: ExplorerRow[]; next: NextWalk | null; scanned: number }> {
  const { from, to } = createdDayRange(request.filters);
  const filters = residualFilters(request.filters);
  const limits = request.limits ?? gridLimits;
  const rows: ExplorerRow[] = [];
  let after = walk.after;
  let scanned = walk.scanned;
  let scannedAtLastRow = walk.scanned;
  let bytes = 0;
  let examined = 0;
  for (;;) {
    const limit = filters.length === 0 ? Math.min(limits.readSize, request.size - rows.length + 1) : limits.readSize;
    const read = await readExplorerForms({ groupId: request.groupId, descending: request.sort.direction === 'DESC', from, to, limit, ...(after ? { after } : {}) });
    const built = await rowsOf(request.viewer, request.columns, read.forms);
    for (const [index, { form }] of read.forms.entries()) {
      const row = built[index];
      if (row && rowMatches(row.cells, request.columns, filters)) {
        const last = rows.at(-1);
        // One more match than the page holds, or the page at its weight: the next page starts after the last row.
        if (last && (rows.length === request.size || bytes + rowBytes(row) > limits.maxBytes)) {
          return { rows, next: { after: positionOf(last), matched: walk.matched + rows.length, scanned: scannedAtLastRow }, scanned: scannedAtLastRow };
        }
        rows.push(row);
        bytes += rowBytes(row);
        scannedAtLastRow = scanned + 1;
      }
      scanned += 1;
      examined += 1;
      after = positionOf(form);
    }
    if (!read.more) return { rows, next: null, scanned };
    // The budget is spent: a short page, and the next one goes on after the last form examined.
    const late = limits.deadline !== undefined && Date.now() >= limits.deadline;
    if ((examined >= limits.maxScanned || late) && after) return { rows, next: { after, matched: walk.matched + rows.length, scanned }, scanned };
  }
}

/** Where a page starts: its cursor's place, or for a link to a later page without one, the place found by walking. */
async function startOf(request: RowsRequest): Promise<Walk | null> {
  const start = request.start;
  if (start && 'after' in start) return start;
  if (start) throw badUserInput('cursor: this cursor belongs to a sorted list, not to this one.');
  if (request.page - 1 > maxWalkedPages) throw badUserInput(`page: a link to page ${request.page} needs its cursor.`);
  let walk: Walk = { matched: 0, scanned: 0 };
  for (let page = 1; page < request.page; page += 1) {
    const gathered = await gather(request, walk);
    if (!gathered.next) return null;
    walk = gathered.next;
  }
  return walk;
}

/**
 * A page in the order of the template group's forms index (Created, either way), within the Created day range the
 * filters ask for (the index's key condition). Other filters are applied to the forms read, at most the limits'
 * maxScanned a request (1,000 for the grid): a page that found fewer rows ends short with a cursor, and says how many
 * forms were searched. Without other filters, for a program admin, the total is the group's counter.
 */
export async function indexOrderPage(request: RowsRequest): Promise<RowsPage> {
  const walk = await startOf(request);
  const gathered = walk ? await gather(request, walk) : { rows: [], next: null, scanned: 0 };
  const matched = (walk?.matched ?? 0) + gathered.rows.length;
  const exact = request.viewer.isAdmin && request.filters.length === 0;
  return {
    rows: gathered.rows,
    total: exact ? request.groupTotal : matched,
    partialTotal: !exact && gathered.next !== null,
    scanned: gathered.scanned,
    next: gathered.next,
  };
}
