import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { programTasksDuePartition, programTimersPartition, taskEntity, timerEntity, type TaskRecord, type TimerRecord } from './entities';
import { indexOfPattern, type DynamoItem, type Entity } from './entity';
import { indexKeyAttributes, type GenericIndexName } from './table-layout';

/**
 * The compliance calendar's reads: a program's timers and its pending tasks with a due date, each from a sparse
 * index partition sorted by due time, so a window of the calendar is one key range whatever the tenant holds.
 */

/** Where a range read starts and ends: sort keys from `from` to `upTo`, both inclusive. */
export interface SortedRange {
  from: string;
  upTo: string;
}

/** Items read from a range, oldest first, and whether more follow in it. */
export interface SortedRead<T> {
  records: T[];
  more: boolean;
  /**
   * Set when the read stopped at its bound before `keep` had accepted enough: the sort key of the last item read.
   * Nothing up to it was left unread, so a caller can go on from there next time.
   */
  frontier?: string;
}

/** At most this many Queries serve one read: a range full of items `keep` refuses never costs more. */
export const maxRangeQueries = 8;

/**
 * Reads a sorted index partition from `range.from` on, page by page, until `keep` has accepted `count` records,
 * the range ends, or {@link maxRangeQueries} Queries were made. `keep` sees a page's records at once, so it may
 * check them in one batch (stale timers).
 */
export async function readSorted<T>(
  entity: Entity<T>,
  place: { index: GenericIndexName; pk: string },
  range: SortedRange,
  count: number,
  keep: (records: T[]) => Promise<T[]> | T[] = (records) => records,
): Promise<SortedRead<T>> {
  const keys = indexKeyAttributes(place.index);
  const kept: T[] = [];
  let start: DynamoItem | undefined;
  let queries = 0;
  let lastKey: string | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: place.index,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :upTo',
        ExpressionAttributeNames: { '#pk': keys.partitionKey, '#sk': keys.sortKey },
        ExpressionAttributeValues: { ':pk': place.pk, ':from': range.from, ':upTo': range.upTo },
        // At least a page of 100: when `keep` refuses many, fewer and larger reads.
        Limit: Math.max(count - kept.length + 1, 100),
        ExclusiveStartKey: start,
      }),
    );
    queries += 1;
    const items = result.Items ?? [];
    if (items.length > 0) lastKey = String(items.at(-1)![keys.sortKey]);
    const records = items.filter((item) => item.entity === entity.name).map((item) => entity.fromItem(item));
    kept.push(...(await keep(records)));
    start = result.LastEvaluatedKey;
  } while (start && kept.length < count + 1 && queries < maxRangeQueries);
  const stoppedShort = Boolean(start) && kept.length <= count;
  return { records: kept.slice(0, count), more: kept.length > count || Boolean(start), ...(stoppedShort && lastKey ? { frontier: lastKey } : {}) };
}

/** A program's timers due in the range (sort keys start with the due time), oldest first. */
export function programTimers(programId: string, range: SortedRange, count: number, keep?: (timers: TimerRecord[]) => Promise<TimerRecord[]>) {
  return readSorted(timerEntity, { index: indexOfPattern(timerEntity, 'byProgramDue'), pk: programTimersPartition(programId) }, range, count, keep);
}

/** A program's pending tasks due in the range (sort keys start with the due date), soonest first. */
export function programDueTasks(programId: string, range: SortedRange, count: number, keep?: (tasks: TaskRecord[]) => TaskRecord[]) {
  return readSorted(taskEntity, { index: indexOfPattern(taskEntity, 'pendingByProgramDue'), pk: programTasksDuePartition(programId) }, range, count, keep);
}
