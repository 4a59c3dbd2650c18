import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import type { DynamoItem, Key } from './entity';
import { jobRunEntity, scheduledJobsPartition, timerEntity, tupleEntity } from './entities';
import { batchGetItems } from './store';

/**
 * What test support reads besides one test id's items (store.ts keysTaggedWith): every tagged item, and the
 * items that only point at a form or template (timers, tuples) so their orphans can be found.
 */

/** A tagged item's key and the test id it carries. */
export interface TaggedKey {
  testId: string;
  key: Key;
}

/** Every item carrying any test id: a Scan of the sparse byTestId index, which holds only tagged items. */
export async function everyTaggedKey(): Promise<TaggedKey[]> {
  const tagged: TaggedKey[] = [];
  let start: DynamoItem | undefined;
  do {
    const result = await dynamo().send(new ScanCommand({ TableName: tableName(), IndexName: 'byTestId', ExclusiveStartKey: start }));
    for (const item of result.Items ?? []) tagged.push({ testId: String(item.testId), key: { pk: String(item.pk), sk: String(item.sk) } });
    start = result.LastEvaluatedKey;
  } while (start);
  return tagged;
}

/** The form ids among keys (a form's own item), for removing the form's blobs with it. */
export const formIdsAmong = (keys: readonly Key[]) =>
  keys.filter((key) => key.sk === 'FORM' && key.pk.startsWith('FORM#')).map((key) => key.pk.slice('FORM#'.length));

/** An item that only points at another one: it is an orphan when that one is gone. */
export interface PointingItem {
  key: Key;
  /** The key of the item it points at. */
  target: Key;
}

const formKey = (formId: string): Key => ({ pk: `FORM#${formId}`, sk: 'FORM' });
const objectTargets: Record<string, (id: string) => Key> = {
  form: formKey,
  template_group: (groupId) => ({ pk: `TGROUP#${groupId}`, sk: 'GROUP' }),
};

/** What a timer or a tuple about a form or template points at (undefined for any other item). */
function targetOf(item: DynamoItem): Key | undefined {
  if (item.entity === timerEntity.name) return formKey(String(item.formId));
  if (item.entity === jobRunEntity.name) return { pk: scheduledJobsPartition, sk: String(item.workflowVersionId) };
  if (item.entity !== tupleEntity.name) return undefined;
  const [type, id] = String(item.object ?? '').split(':');
  const target = type ? objectTargets[type] : undefined;
  return target && id ? target(id) : undefined;
}

/** Every timer, job run, and tuple about a form or a template: a whole-table Scan (test deployments only). */
export async function pointingItems(): Promise<PointingItem[]> {
  const found: PointingItem[] = [];
  let start: DynamoItem | undefined;
  do {
    const result = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#entity IN (:timer, :tuple, :jobRun)',
        ExpressionAttributeNames: { '#entity': 'entity' },
        ExpressionAttributeValues: { ':timer': timerEntity.name, ':tuple': tupleEntity.name, ':jobRun': jobRunEntity.name },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) {
      const target = targetOf(item);
      if (target) found.push({ key: { pk: String(item.pk), sk: String(item.sk) }, target });
    }
    start = result.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Which of these keys name an item that exists (strongly consistent reads, 100 keys per BatchGetItem). */
export async function existingKeys(keys: readonly Key[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (let offset = 0; offset < keys.length; offset += 100) {
    for (const item of await batchGetItems(keys.slice(offset, offset + 100), true)) existing.add(`${String(item.pk)}|${String(item.sk)}`);
  }
  return existing;
}

/** A key as existingKeys names it. */
export const keyText = (key: Key) => `${key.pk}|${key.sk}`;

