import { CreateTableCommand, DescribeTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { dynamo, tableName } from './client';
import { tableLayout } from './table-layout';

/** The CreateTable request for the layout: the same keys and indexes the CDK table declares. */
export function createTableInput(name: string) {
  const attributes = new Set<string>([tableLayout.partitionKey, tableLayout.sortKey]);
  for (const index of tableLayout.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: tableLayout.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: tableLayout.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: tableLayout.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: index.projection },
    })),
  };
}

/** Creates the table when it does not exist yet (local runs and tests; AWS tables come from CDK). */
export async function ensureTable(): Promise<'created' | 'existed'> {
  const client = dynamo();
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName() }));
    return 'existed';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName())));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName() }));
    if (Table?.TableStatus === 'ACTIVE') return 'created';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Table ${tableName()} did not become active`);
}
