import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import {
  formEntity,
  jobRunEntity,
  jobRunPartition,
  scheduledJobsEntity,
  scheduledJobsPartition,
  timerEntity,
  timerPartition,
  type FormRecord,
  type JobRunRecord,
  type ScheduledJobsRecord,
  type TimerRecord,
} from './entities';
import type { DynamoItem } from './entity';
import { insertRecord, itemOf, putItems, putRecord, queryRecords } from './store';

/**
 * The scheduler's storage: timers of forms' stays (sharded by form, ordered by due time), the published workflow
 * versions that have jobs, and the claims of jobs' due times.
 */

/** Writes a stay's timers (a repeated arrival writes the same items again: harmless). */
export async function putTimers(timers: readonly TimerRecord[]): Promise<void> {
  if (timers.length > 0) await putItems(timers.map((timer) => itemOf(timerEntity, timer)));
}

/** Every timer of a shard due at or before `now` (ISO), oldest first: one key-range Query, paged. */
export async function dueTimers(shard: number, now: string): Promise<TimerRecord[]> {
  const timers: TimerRecord[] = [];
  let start: DynamoItem | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk <= :upTo',
        // Sort keys start with the due time: everything due at `now` sorts before `now#\uffff`.
        ExpressionAttributeValues: { ':pk': timerPartition(shard), ':upTo': `${now}#\uffff` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) if (item.entity === timerEntity.name) timers.push(timerEntity.fromItem(item));
    start = result.LastEvaluatedKey;
  } while (start);
  return timers;
}

/** Removes a timer that fired (or no longer applies). */
export async function deleteTimer(timer: TimerRecord): Promise<void> {
  const key = timerEntity.key(timer);
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk } }));
}

/** Lists a published workflow version's jobs for the scheduler (idempotent: a repeated publish rewrites it). */
export async function registerScheduledJobs(record: ScheduledJobsRecord): Promise<void> {
  await putRecord(scheduledJobsEntity, record);
}

/** Every published workflow version with jobs. */
export async function listScheduledJobs(): Promise<ScheduledJobsRecord[]> {
  const records: ScheduledJobsRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryRecords(scheduledJobsEntity, { pk: scheduledJobsPartition, cursor });
    records.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return records;
}

/** The newest claimed due time of a job of a version, or undefined before its first firing. */
export async function lastJobRun(workflowVersionId: string, jobId: string): Promise<string | undefined> {
  const page = await queryRecords(jobRunEntity, { pk: jobRunPartition(workflowVersionId, jobId), descending: true, limit: 1, consistent: true });
  return page.items[0]?.dueTime;
}

/** Claims one due time of a job: true for the one run that gets it, false when another run claimed it first. */
export function claimJobRun(run: JobRunRecord): Promise<boolean> {
  return insertRecord(jobRunEntity, run);
}

/**
 * The forms of a template group on one workflow version in one status, page by page (the group's forms index,
 * filtered): the forms a job's event goes to.
 */
export async function* formsInState(templateGroupId: string, workflowVersionId: string, status: string): AsyncGenerator<FormRecord[]> {
  let cursor: string | undefined;
  do {
    const page = await queryRecords(formEntity, {
      index: 'gsi2',
      pk: `TGROUP#${templateGroupId}`,
      skBeginsWith: 'FORM#',
      filter: {
        expression: '#f_version = :f_version AND #f_status = :f_status',
        names: { '#f_version': 'workflowVersionId', '#f_status': 'status' },
        values: { ':f_version': workflowVersionId, ':f_status': status },
      },
      cursor,
    });
    if (page.items.length > 0) yield page.items;
    cursor = page.cursor;
  } while (cursor);
}
