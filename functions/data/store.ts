import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { currentRequestContext } from '../shared/request-context';
import { dynamo, tableName } from './client';
import type { DynamoItem, Entity, Key } from './entity';
import { indexKeyAttributes, tableLayout, type GenericIndexName } from './table-layout';

/** A write's condition failed: the caller decides what that means (CONFLICT, already exists...). */
export class ConditionFailed extends Error {
  override readonly name = 'ConditionFailed';
}

const primaryKeyOf = (key: Key) => ({ [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk });

/** The test id tag for an item created now, when the request carries x-test-id. */
function testTag(key: Key): DynamoItem {
  const testId = currentRequestContext()?.testId;
  return testId ? { testId, testSk: `${key.pk}|${key.sk}` } : {};
}

/** Runs one conditional write, turning DynamoDB's condition failure into ConditionFailed. */
export async function guardCondition<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConditionFailed(error.message);
    throw error;
  }
}

export async function getRecord<T>(entity: Entity<T>, key: Key, consistent = false): Promise<T | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: primaryKeyOf(key), ConsistentRead: consistent }),
  );
  return Item && Item.entity === entity.name ? entity.fromItem(Item) : undefined;
}

export interface PutOptions {
  /** Refuse to overwrite an existing item (throws ConditionFailed). */
  mustNotExist?: boolean;
  /** Attributes stored beside the record on its item (the entity's detached ones, such as a form's answers). */
  beside?: DynamoItem;
}

/** Stores a record as one item, tagged with the request's test id. */
export async function putRecord<T>(entity: Entity<T>, record: T, options: PutOptions = {}): Promise<void> {
  const item = { ...entity.toItem(record), ...options.beside };
  const key = entity.key(record);
  await guardCondition(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...item, ...testTag(key) },
        ...(options.mustNotExist ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    ),
  );
}

/**
 * Stores a new record (tagged like putRecord): false, and nothing written, when its item exists already, so
 * callers turn a taken id into their own answer (CONFLICT, "exists already").
 */
export async function insertRecord<T>(entity: Entity<T>, record: T): Promise<boolean> {
  try {
    await putRecord(entity, record, { mustNotExist: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** The optimistic-concurrency condition of an edit: the item's `version` is still the one the edit was based on. */
export const versionIs = (expected: number): NonNullable<UpdateChanges['condition']> => ({
  expression: '#c_version = :c_expected',
  names: { '#c_version': 'version' },
  values: { ':c_expected': expected },
});

export interface UpdateChanges {
  /** Attributes to set. */
  set?: DynamoItem;
  /** Attributes set only when the item does not have them yet (creation-time values of an upsert). */
  setIfMissing?: DynamoItem;
  /** Numbers to add to (starting from zero). */
  add?: Record<string, number>;
  /** A condition over the current item, with its own placeholders (#c_* names, :c_* values). */
  condition?: { expression: string; names?: Record<string, string>; values?: DynamoItem };
}

function updateExpression(changes: UpdateChanges) {
  const names: Record<string, string> = {};
  const values: DynamoItem = {};
  const sets: string[] = [];
  let n = 0;
  const placeholder = (attribute: string, value: unknown) => {
    n += 1;
    names[`#a${n}`] = attribute;
    values[`:v${n}`] = value;
    return [`#a${n}`, `:v${n}`] as const;
  };
  for (const [attribute, value] of Object.entries(changes.set ?? {})) {
    const [name, val] = placeholder(attribute, value);
    sets.push(`${name} = ${val}`);
  }
  for (const [attribute, value] of Object.entries(changes.setIfMissing ?? {})) {
    const [name, val] = placeholder(attribute, value);
    sets.push(`${name} = if_not_exists(${name}, ${val})`);
  }
  const adds = Object.entries(changes.add ?? {}).map(([attribute, amount]) => {
    const [name, val] = placeholder(attribute, amount);
    return `${name} ${val}`;
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    expression,
    names: { ...names, ...changes.condition?.names },
    values: { ...values, ...changes.condition?.values },
  };
}

/**
 * Updates (or creates) one item in a single conditional write and answers the item as it is now.
 * An item this write created is tagged with the request's test id by a second write, so that an item
 * that already existed is never tagged (and never removed by a test's cleanup).
 */
export async function updateRecord<T>(entity: Entity<T>, key: Key, changes: UpdateChanges): Promise<T> {
  // Every upsert stamps a fresh creation id if the item has none: finding ours afterwards means we created it.
  const creationId = randomUUID();
  const { expression, names, values } = updateExpression({
    ...changes,
    setIfMissing: { ...changes.setIfMissing, entity: entity.name, creationId },
  });
  const result = await guardCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: primaryKeyOf(key),
        UpdateExpression: expression,
        ConditionExpression: changes.condition?.expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  const item = result.Attributes ?? {};
  const tag = testTag(key);
  if (tag.testId && item.creationId === creationId) {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: primaryKeyOf(key),
        UpdateExpression: 'SET testId = :t, testSk = :s',
        ExpressionAttributeValues: { ':t': tag.testId, ':s': tag.testSk },
      }),
    );
  }
  return entity.fromItem(item);
}

/**
 * Changes an existing item in one conditional UpdateItem (never creates one, never stamps or tags it) and
 * answers it as it is now; ConditionFailed when the item is missing or `changes.condition` does not hold.
 */
export async function updateExistingRecord<T>(entity: Entity<T>, key: Key, changes: UpdateChanges & { remove?: string[] }): Promise<T> {
  const { expression, names, values } = updateExpression(changes);
  const removes = (changes.remove ?? []).map((attribute, index) => {
    names[`#r${index}`] = attribute;
    return `#r${index}`;
  });
  const condition = ['attribute_exists(#c_exists)', ...(changes.condition ? [`(${changes.condition.expression})`] : [])].join(' AND ');
  const result = await guardCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: primaryKeyOf(key),
        UpdateExpression: [expression, removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean).join(' '),
        ConditionExpression: condition,
        ExpressionAttributeNames: { ...names, '#c_exists': tableLayout.partitionKey },
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return entity.fromItem(result.Attributes ?? {});
}

export interface SaveOptions {
  /** Create only: ConditionFailed when the item exists. */
  mustNotExist?: boolean;
  /** Rewrite only: ConditionFailed when the item is gone. */
  mustExist?: boolean;
  /** A further condition over the current item, with its own placeholders (#c_* names, :c_* values). */
  condition?: UpdateChanges['condition'];
}

/**
 * Writes a whole record (its attributes and every index key) as one conditional upsert, so that an item
 * created here is tagged with the test id while an item that already existed never is (unlike putRecord).
 * Attributes the record no longer has are kept: use it for records whose fields are all required.
 */
export async function saveRecord<T>(entity: Entity<T>, record: T, options: SaveOptions = {}): Promise<T> {
  const { [tableLayout.partitionKey]: _pk, [tableLayout.sortKey]: _sk, entity: _entity, ...attributes } = entity.toItem(record);
  const conditions = [
    ...(options.mustNotExist ? ['attribute_not_exists(#c_pk)'] : []),
    ...(options.mustExist ? ['attribute_exists(#c_pk)'] : []),
    ...(options.condition ? [`(${options.condition.expression})`] : []),
  ];
  const names = { ...(options.mustNotExist || options.mustExist ? { '#c_pk': tableLayout.partitionKey } : {}), ...options.condition?.names };
  return updateRecord(entity, entity.key(record), {
    set: attributes,
    ...(conditions.length
      ? { condition: { expression: conditions.join(' AND '), names, ...(options.condition?.values ? { values: options.condition.values } : {}) } }
      : {}),
  });
}

/** A filter over the items a Query or Scan reads, with its own placeholders (#f_* names, :f_* values). */
export interface ItemFilter {
  expression: string;
  names?: Record<string, string>;
  values?: DynamoItem;
}

export interface QueryOptions {
  index?: GenericIndexName;
  pk: string;
  skBeginsWith?: string;
  /** One exact sort key (instead of a prefix). */
  skEquals?: string;
  /** Applied after the key condition: `limit` still counts the items read, not the items kept. */
  filter?: ItemFilter;
  /** Strongly consistent read (the table only: GSIs cannot). */
  consistent?: boolean;
  limit?: number;
  descending?: boolean;
  cursor?: string;
}

export interface QueryPage<T> {
  items: T[];
  cursor?: string;
}

/** The opaque cursor for a DynamoDB LastEvaluatedKey. */
export const encodeCursor = (key: DynamoItem | undefined) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;

/** The LastEvaluatedKey inside a cursor (throws 'Invalid cursor' on garbage). */
export function decodeCursor(cursor: string | undefined): DynamoItem | undefined {
  if (!cursor) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as DynamoItem;
  } catch {
    throw new Error('Invalid cursor');
  }
}

/**
 * The cursor that resumes a Query or Scan just after `item` (the key attributes DynamoDB would answer as
 * LastEvaluatedKey had the page ended there): lets a caller cut a page short without losing its place.
 */
export function cursorAfter(item: DynamoItem, index?: GenericIndexName): string {
  const names: string[] = [tableLayout.partitionKey, tableLayout.sortKey];
  if (index) names.push(...Object.values(indexKeyAttributes(index)));
  return encodeCursor(Object.fromEntries(names.map((name) => [name, item[name]]))) as string;
}

function queryInput(options: QueryOptions): QueryCommandInput {
  const keys = options.index
    ? indexKeyAttributes(options.index)
    : { partitionKey: tableLayout.partitionKey, sortKey: tableLayout.sortKey };
  const sk = options.skEquals ?? (options.skBeginsWith || undefined);
  const condition =
    options.skEquals !== undefined
      ? '#pk = :pk AND #sk = :sk'
      : sk !== undefined
        ? '#pk = :pk AND begins_with(#sk, :sk)'
        : '#pk = :pk';
  return {
    TableName: tableName(),
    IndexName: options.index,
    KeyConditionExpression: condition,
    FilterExpression: options.filter?.expression,
    ExpressionAttributeNames: {
      '#pk': keys.partitionKey,
      ...(sk !== undefined ? { '#sk': keys.sortKey } : {}),
      ...options.filter?.names,
    },
    ExpressionAttributeValues: { ':pk': options.pk, ...(sk !== undefined ? { ':sk': sk } : {}), ...options.filter?.values },
    ConsistentRead: options.consistent || undefined,
    Limit: options.limit,
    ScanIndexForward: !options.descending,
    ExclusiveStartKey: decodeCursor(options.cursor),
  };
}

/** One page of raw items of any entity (an item collection or an overloaded index). */
export async function queryItems(options: QueryOptions): Promise<QueryPage<DynamoItem>> {
  const result = await dynamo().send(new QueryCommand(queryInput(options)));
  return { items: result.Items ?? [], cursor: encodeCursor(result.LastEvaluatedKey) };
}

/** One page of records of one entity; items of other entities sharing the key range are skipped. */
export async function queryRecords<T>(entity: Entity<T>, options: QueryOptions): Promise<QueryPage<T>> {
  const page = await queryItems(options);
  return {
    items: page.items.filter((item) => item.entity === entity.name).map((item) => entity.fromItem(item)),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** Counts the items under a partition of the table or an index. */
export async function countItems(options: Omit<QueryOptions, 'cursor' | 'limit'>): Promise<number> {
  let total = 0;
  let start: DynamoItem | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({ ...queryInput(options), Select: 'COUNT', ExclusiveStartKey: start }),
    );
    total += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return total;
}

/** Reads up to 100 raw items by key in one BatchGetItem (retrying what is left unprocessed), in no order. */
export async function batchGetItems(keys: Key[], consistent = false): Promise<DynamoItem[]> {
  const items: DynamoItem[] = [];
  let request: Record<string, { Keys: DynamoItem[]; ConsistentRead?: boolean }> | undefined = {
    [tableName()]: { Keys: keys.slice(0, 100).map(primaryKeyOf), ...(consistent ? { ConsistentRead: true } : {}) },
  };
  while (request && Object.keys(request).length > 0) {
    const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
    items.push(...(result.Responses?.[tableName()] ?? []));
    request = result.UnprocessedKeys as typeof request;
  }
  return items;
}

/** Reads many records by key (in chunks of 100), in the order of the keys; missing ones are left out. */
export async function batchGetRecords<T>(entity: Entity<T>, keys: Key[]): Promise<T[]> {
  const found = new Map<string, T>();
  for (let offset = 0; offset < keys.length; offset += 100) {
    let request: Record<string, { Keys: DynamoItem[] }> | undefined = {
      [tableName()]: { Keys: keys.slice(offset, offset + 100).map(primaryKeyOf) },
    };
    while (request && Object.keys(request).length > 0) {
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? []) {
        if (item.entity === entity.name) found.set(`${item.pk}|${item.sk}`, entity.fromItem(item));
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return keys.flatMap((key) => {
    const record = found.get(`${key.pk}|${key.sk}`);
    return record ? [record] : [];
  });
}

/**
 * Stores many records (of any entities) with unconditional puts, 25 per BatchWriteItem, retrying what
 * DynamoDB leaves unprocessed; each item is tagged with the request's test id. For writes that are safe to
 * repeat (a new version's items, seeding): a batch cannot be conditional.
 */
export async function putItems(items: Array<{ item: DynamoItem; key: Key }>): Promise<number> {
  for (let offset = 0; offset < items.length; offset += 25) {
    let request: Record<string, Array<{ PutRequest: { Item: DynamoItem } }>> | undefined = {
      [tableName()]: items.slice(offset, offset + 25).map(({ item, key }) => ({ PutRequest: { Item: { ...item, ...testTag(key) } } })),
    };
    while (request && Object.keys(request).length > 0) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems as typeof request;
    }
  }
  return items.length;
}

/** The item and key of a record, for putItems. */
export const itemOf = <T>(entity: Entity<T>, record: T) => ({ item: entity.toItem(record), key: entity.key(record) });

/** Deletes items by primary key, 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function deleteKeys(keys: Key[]): Promise<number> {
  for (let offset = 0; offset < keys.length; offset += 25) {
    let request: Record<string, Array<{ DeleteRequest: { Key: DynamoItem } }>> | undefined = {
      [tableName()]: keys.slice(offset, offset + 25).map((key) => ({ DeleteRequest: { Key: primaryKeyOf(key) } })),
    };
    while (request && Object.keys(request).length > 0) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems as typeof request;
    }
  }
  return keys.length;
}

/** Every primary key tagged with a test id. */
export async function keysTaggedWith(testId: string): Promise<Key[]> {
  const keys: Key[] = [];
  let start: DynamoItem | undefined;
  do {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'byTestId',
        KeyConditionExpression: 'testId = :t',
        ExpressionAttributeValues: { ':t': testId },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of result.Items ?? []) keys.push({ pk: String(item.pk), sk: String(item.sk) });
    start = result.LastEvaluatedKey;
  } while (start);
  return keys;
}
