import { metricEntity, programMetricsPartition, type MetricRecord } from './entities';
import { deleteItem } from './item-operations';
import { ConditionFailed, decodeCursor, getRecord, putRecord, queryRecords, updateExistingRecord, versionIs, type QueryPage } from './store';

/** The storage of program metrics: one item each (`METRIC#{id}`), listed by program on gsi1, oldest first. */

/** A stored metric changed or went away meanwhile. */
export class StaleMetric extends Error {
  override readonly name = 'StaleMetric';
}

/** A cursor that is not one of this program's metric list. */
export class ForeignCursor extends Error {
  override readonly name = 'ForeignCursor';
}

const metricKey = (id: string) => metricEntity.key({ id } as MetricRecord);

export const findMetric = (id: string, consistent = false) => getRecord(metricEntity, metricKey(id), consistent);

/** One page of a program's metrics, oldest first: one Query of its gsi1 partition from the cursor. */
export async function pageMetricsOfProgram(programId: string, page: { limit: number; cursor?: string | null }): Promise<QueryPage<MetricRecord>> {
  const partition = programMetricsPartition(programId);
  let start: Record<string, unknown> | undefined;
  try {
    start = decodeCursor(page.cursor ?? undefined);
  } catch {
    throw new ForeignCursor('The cursor is not one of this list.');
  }
  if (start && start.gsi1pk !== partition) throw new ForeignCursor('The cursor is not one of this list.');
  return queryRecords(metricEntity, { index: 'gsi1', pk: partition, limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) });
}

export const insertMetric = (record: MetricRecord) => putRecord(metricEntity, record, { mustNotExist: true });

/** Replaces a metric's content if it is still at `expectedVersion` (StaleMetric otherwise). */
export async function updateMetric(id: string, expectedVersion: number, set: Partial<MetricRecord>): Promise<MetricRecord> {
  try {
    return await updateExistingRecord(metricEntity, metricKey(id), { set: { ...set, version: expectedVersion + 1 }, condition: versionIs(expectedVersion) });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new StaleMetric(`Metric ${id} changed meanwhile.`);
    throw error;
  }
}

/** Removes a metric; false when it was gone already. */
export async function deleteMetric(id: string): Promise<boolean> {
  const removed = await deleteItem(metricKey(id));
  return removed?.entity === metricEntity.name;
}
