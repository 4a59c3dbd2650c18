import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DescribeTableCommand, DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';

/**
 * Every stored record of a local stack by key: table items (tuples among them) as their stable JSON text, so a test
 * can read what a call stored, and blob files as a content hash.
 */
export type StoreSnapshot = Map<string, string>;

const hashOf = (value: string | Buffer) => createHash('sha256').update(value).digest('base64url');

/** Attribute values in a stable order, so the same item always hashes the same. */
const stable = (value: unknown): string =>
  value && typeof value === 'object'
    ? Array.isArray(value)
      ? `[${value.map(stable).join(',')}]`
      : `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
    : JSON.stringify(value);

async function blobFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Reads the whole store of the stack the environment points at (DYNAMODB_ENDPOINT, TABLE_NAME) and the blob folder:
 * one scan, so tests compare before and after a call instead of trusting what a resolver says it did.
 */
export async function snapshotStore(blobRoot: string): Promise<StoreSnapshot> {
  const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const TableName = process.env.TABLE_NAME;
  const table = await client.send(new DescribeTableCommand({ TableName }));
  const keyNames = (table.Table?.KeySchema ?? []).map((key) => key.AttributeName!);
  const snapshot: StoreSnapshot = new Map();
  for await (const page of paginateScan({ client }, { TableName })) {
    for (const item of page.Items ?? []) {
      snapshot.set(`item:${stable(keyNames.map((name) => item[name]))}`, stable(item));
    }
  }
  for (const file of await blobFiles(blobRoot)) snapshot.set(`blob:${relative(blobRoot, file)}`, hashOf(await readFile(file)));
  client.destroy();
  return snapshot;
}

/** The keys of records added, removed or changed between two snapshots. */
export function changedRecords(before: StoreSnapshot, after: StoreSnapshot): string[] {
  const changed = [...after].filter(([key, hash]) => before.get(key) !== hash).map(([key]) => key);
  return [...changed, ...[...before.keys()].filter((key) => !after.has(key))];
}
