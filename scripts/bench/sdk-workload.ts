import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../functions/data/client';
import type { Operation } from './closed-loop';

/**
 * The baseline: one raw DocumentClient UpdateItem per operation, each client on its own item
 * (pk `BENCH#<client>`, sk `BENCH`) in the same dynalite table, through the same client the API uses.
 */
export function sdkWriters(count: number): Operation[] {
  return Array.from({ length: count }, (_, client) => {
    let writes = 0;
    return async () => {
      writes += 1;
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `BENCH#${client}`, sk: 'BENCH' },
          UpdateExpression: 'SET #t = :t ADD #v :one',
          ExpressionAttributeNames: { '#t': 'text', '#v': 'version' },
          ExpressionAttributeValues: { ':t': `Benchmark write ${writes} of client ${client}`, ':one': 1 },
        }),
      );
    };
  });
}
