import { dashboardRange, pageLayoutEntity, type PageLayoutRecord } from './entities';
import { indexOfPattern, type Key } from './entity';
import { deleteItem } from './item-operations';
import { ConditionFailed, getRecord, insertRecord, queryRecords, updateExistingRecord, versionIs, type QueryPage } from './store';

/**
 * The storage of page layouts (dashboards and program overviews): one item each at `LAYOUT#{id}` / `LAYOUT`,
 * dashboards also in the sparse `dashboardsOfProgram` pattern (`DASHBOARDS#{programId}`, sorted PROGRAM# first,
 * then USER#{ownerId}#, each by creation). Every write is one conditional write; a stale one throws StaleLayout.
 */

/** A write based on a version that is no longer the layout's (or on a layout that is gone). */
export class StaleLayout extends Error {
  override readonly name = 'StaleLayout';
}

const layoutKey = (id: string): Key => pageLayoutEntity.key({ id } as PageLayoutRecord);

/** A layout by id, strongly consistent (it is about to be checked and written). */
export function findPageLayout(id: string): Promise<PageLayoutRecord | undefined> {
  return getRecord(pageLayoutEntity, layoutKey(id), true);
}

/** Stores a new layout; StaleLayout when one with its id exists (an overview saved meanwhile). */
export async function insertPageLayout(layout: PageLayoutRecord): Promise<void> {
  if (!(await insertRecord(pageLayoutEntity, layout))) throw new StaleLayout(`Layout ${layout.id} exists already.`);
}

/** One page of a program's dashboards in one range: `PROGRAM` ones, or one user's `USER` ones. */
export function listDashboards(
  programId: string,
  range: { type: 'PROGRAM' } | { type: 'USER'; ownerId: string },
  page: { cursor?: string; limit: number },
): Promise<QueryPage<PageLayoutRecord>> {
  return queryRecords(pageLayoutEntity, {
    index: indexOfPattern(pageLayoutEntity, 'dashboardsOfProgram'),
    pk: `DASHBOARDS#${programId}`,
    skBeginsWith: dashboardRange(range.type === 'PROGRAM' ? { type: 'PROGRAM' } : { type: 'USER', ownerId: range.ownerId }),
    ...(page.cursor ? { cursor: page.cursor } : {}),
    limit: page.limit,
  });
}

type LayoutChanges = Partial<Pick<PageLayoutRecord, 'name' | 'metrics' | 'defaultDashboardId' | 'widgets' | 'layouts'>>;

/** Changes a layout if it is still at `expectedVersion`, moving its version on: one conditional UpdateItem. */
export async function updatePageLayoutRecord(id: string, expectedVersion: number, changes: LayoutChanges, now: string): Promise<PageLayoutRecord> {
  const { defaultDashboardId, ...set } = changes;
  try {
    return await updateExistingRecord(pageLayoutEntity, layoutKey(id), {
      set: { ...set, ...(defaultDashboardId ? { defaultDashboardId } : {}), version: expectedVersion + 1, updatedAt: now },
      ...('defaultDashboardId' in changes && !defaultDashboardId ? { remove: ['defaultDashboardId'] } : {}),
      condition: versionIs(expectedVersion),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLayout(`Layout ${id} changed meanwhile.`);
    throw error;
  }
}

/** Deletes a layout if it is still at `expectedVersion`: one conditional DeleteItem. */
export async function deletePageLayoutRecord(id: string, expectedVersion: number): Promise<void> {
  try {
    await deleteItem(layoutKey(id), { mustExist: true, condition: versionIs(expectedVersion) });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleLayout(`Layout ${id} changed meanwhile.`);
    throw error;
  }
}
