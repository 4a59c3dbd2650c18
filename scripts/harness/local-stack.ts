import { mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetDynamoClient } from '../../functions/data/client';
import { ensureTable } from '../../functions/data/provision-table';
import { provisionCampusConfiguration } from '../../functions/provisioning/provision-campuses';
import { runScheduler } from '../../functions/scheduler/run-scheduler';
import { campusConfigSchema } from '../../schema/src/campus-config';
import { isDemoDataSeeded, seedDemoData } from '../seed/seed-demo';
import { loadDomainHandlers } from './domain-handlers';
import { createGraphqlExecutor } from './graphql-executor';
import { createLocalApp } from './local-server';
import { applyLocalEnvironmentDefaults } from './local-environment';
import { startLocalDynamo } from './local-dynamodb';
import { startSchedulerLoop } from './scheduler-loop';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/** Where the campus configuration lives: the same file the CDK deploy provisions from. */
export const campusConfigFile = join(repositoryRoot, 'infra', 'config', 'campuses.json');

export interface LocalStackOptions {
  /** Folder for the store and the signing key; omitted means in memory (tests). */
  dataDir?: string;
  port: number;
  host?: string;
  webRoot: string;
  /**
   * Milliseconds between runs of the workflow scheduler with the real clock; 0 for none. Defaults to a minute
   * when the stack keeps its data (`npm start`) and to none in memory (tests run the scheduler themselves).
   */
  schedulerEveryMs?: number;
  /** Tests only: shorter Lambda timeouts than the deployed ones, to see a timeout answer without waiting. */
  functionTimeoutSecondsOf?: (domain: string) => number;
}

export interface LocalStack {
  url: string;
  seeded: boolean;
  close: () => Promise<void>;
}

/** The environment the Lambda handlers read, set as AWS sets it for the deployed functions. */
function configureEnvironment(endpoint: string, keyPath: string) {
  process.env.TABLE_NAME ??= 'campus-forms-local';
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.IDENTITY_PROVIDER = 'local';
  process.env.LOCAL_SIGNING_KEY_PATH = keyPath;
  process.env.TEST_SUPPORT ??= 'enabled';
  applyLocalEnvironmentDefaults();
}

/**
 * Starts the whole local stack in this process: dynalite, the table, the campus configuration, the demo
 * data on first start, the HTTP front serving auth, GraphQL and the web app, and the scheduler loop.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const keyDir = options.dataDir ?? join(tmpdir(), 'campus-forms-memory');
  if (options.dataDir) mkdirSync(join(options.dataDir, 'dynamodb'), { recursive: true });
  const dynamo = await startLocalDynamo(options.dataDir ? { path: join(options.dataDir, 'dynamodb') } : {});
  configureEnvironment(dynamo.endpoint, join(keyDir, 'signing-key.json'));
  resetDynamoClient();
  await ensureTable();

  const config = campusConfigSchema.parse(JSON.parse(readFileSync(campusConfigFile, 'utf8')));
  await provisionCampusConfiguration(config);
  const seeded = !(await isDemoDataSeeded());
  if (seeded) await seedDemoData(config.tenant.code);

  const executor = createGraphqlExecutor(
    await loadDomainHandlers(),
    options.functionTimeoutSecondsOf ? { timeoutSecondsOf: options.functionTimeoutSecondsOf } : {},
  );
  const app = createLocalApp({ executor, webRoot: options.webRoot, blobRoot: join(keyDir, 'blobs') });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port, options.host ?? '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const everyMs = options.schedulerEveryMs ?? (options.dataDir ? 60_000 : 0);
  const scheduler = everyMs > 0 ? startSchedulerLoop({ run: runScheduler, everyMs }) : undefined;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`,
    seeded,
    close: async () => {
      await scheduler?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      resetDynamoClient();
      await dynamo.close();
    },
  };
}
