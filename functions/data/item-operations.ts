import { DeleteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import type { DynamoItem, Key } from './entity';
import { decodeCursor, encodeCursor, guardCondition, type ItemFilter, type QueryPage } from './store';
import { tableLayout } from './table-layout';

/**
 * Single-item operations on raw items that multi-step writes need to undo themselves without transactions:
 * a conditional delete that answers what it removed, and a put that restores exactly that item. Also the
 * paged Scan that the few whole-table reads use.
 */

const primaryKeyOf = (key: Key) => ({ [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk });

export interface DeleteItemOptions {
  /** Fail with ConditionFailed when there is no item to delete. */
  mustExist?: boolean;
  /** A further condition over the current item, with its own placeholders (#c_* names, :c_* values). */
  condition?: ItemFilter;
}

/** Deletes one item in a single conditional write; answers the item as it was (undefined if none). */
export async function deleteItem(key: Key, options: DeleteItemOptions = {}): Promise<DynamoItem | undefined> {
  const conditions = [
    ...(options.mustExist ? ['attribute_exists(#c_pk)'] : []),
    ...(options.condition ? [`(${options.condition.expression})`] : []),
  ];
  const names = { ...(options.mustExist ? { '#c_pk': tableLayout.partitionKey } : {}), ...options.condition?.names };
  const values = options.condition?.values ?? {};
  const result = await guardCondition(() =>
    dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: primaryKeyOf(key),
        ConditionExpression: conditions.length ? conditions.join(' AND ') : undefined,
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return result.Attributes;
}

/**
 * Puts back an item exactly as deleteItem answered it (its tags included), only if nothing took its place
 * meanwhile: throws ConditionFailed when an item with that key exists again.
 */
export async function restoreItem(item: DynamoItem): Promise<void> {
  await guardCondition(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(#c_pk)',
        ExpressionAttributeNames: { '#c_pk': tableLayout.partitionKey },
      }),
    ),
  );
}

export interface ScanOptions {
  filter?: ItemFilter;
  /** Items read (before the filter), as DynamoDB counts Limit. */
  limit?: number;
  consistent?: boolean;
  cursor?: string;
}

/** One page of a Scan of the whole table: for rare administrative reads only, never a request's hot path. */
export async function scanItems(options: ScanOptions = {}): Promise<QueryPage<DynamoItem>> {
  const result = await dynamo().send(
    new ScanCommand({
      TableName: tableName(),
      FilterExpression: options.filter?.expression,
      ExpressionAttributeNames: options.filter?.names,
      ExpressionAttributeValues: options.filter?.values,
      ConsistentRead: options.consistent || undefined,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
    }),
  );
  return { items: result.Items ?? [], cursor: encodeCursor(result.LastEvaluatedKey) };
}
