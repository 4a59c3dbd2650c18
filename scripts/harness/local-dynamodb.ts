import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);
// dynalite ships CommonJS without types.
const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;

/** A running dynalite: the DynamoDB API on loopback, persisted under `path` or in memory. */
export interface LocalDynamo {
  endpoint: string;
  close: () => Promise<void>;
}

/**
 * Starts dynalite on a free loopback port. With `path`, data persists there across restarts (LevelDB:
 * one process per folder). Tables become active at once.
 */
export async function startLocalDynamo(options: { path?: string } = {}): Promise<LocalDynamo> {
  const server = dynalite({ path: options.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
