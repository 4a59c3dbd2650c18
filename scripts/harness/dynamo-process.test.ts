import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { startDynamoProcess } from './dynamo-process';

const clientOf = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe('startDynamoProcess', () => {
  it('serves the DynamoDB API from a process of its own until closed', async () => {
    const store = await startDynamoProcess();
    const client = clientOf(store.endpoint);
    try {
      expect(store.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await expect(client.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: [] });
      // A Node process holding dynalite: tens of megabytes.
      expect(await store.residentBytes()).toBeGreaterThan(20 * 1024 * 1024);
    } finally {
      await store.close();
    }
    await expect(client.send(new ListTablesCommand({}))).rejects.toThrow(/ECONNREFUSED/);
    client.destroy();
  }, 30_000);
});
