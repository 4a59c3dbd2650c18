import { readOrCreateGuestKeys } from './guest-keys';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { resetDynamoClient } from '../../functions/data/client';
import { foldLegacyAnswers } from '../../functions/data/legacy-answers-fold';
import { ensureTable } from '../../functions/data/provision-table';
import { dispatchFormEffects } from '../../functions/effects/dispatcher';
import { effectsQueue, resetSqsClient } from '../../functions/effects/sqs-effects-queue';
import { effectRunners } from '../../functions/forms/effects/runners';
import { localAdminAccounts } from '../../functions/auth/local-admin-accounts';
import { tableUserDirectory } from '../../functions/auth/user-directory';
import { authorization } from '../../functions/authz/service';
import { defaultFromAddress, mailSender } from '../../functions/mail/mail-sender';
import { provisionPlatform } from '../../functions/provisioning/provision-platform';
import { runScheduler } from '../../functions/scheduler/run-scheduler';
import { campusConfigSchema } from '../../schema/src/campus-config';
import { isDemoDataSeeded, seedDemoData } from '../seed/seed-demo';
import { ensureTestSuiteIdentity } from '../seed/test-suite-identity';
import { loadDomainHandlers } from './domain-handlers';
import { createGraphqlExecutor } from './graphql-executor';
import { createLocalApp } from './local-server';
import { applyLocalEnvironmentDefaults } from './local-environment';
import { startLocalDynamo, type LocalDynamo } from './local-dynamodb';
import { startEffectsLoop } from './effects-loop';
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
  /** Run workflow effects only while drainEffects() waits (benchmarks measuring a move alone); default: at once. */
  effectsOnlyWhenDrained?: boolean;
  /** Tests only: shorter Lambda timeouts than the deployed ones, to see a timeout answer without waiting. */
  functionTimeoutSecondsOf?: (domain: string) => number;
  /** A store already running (say, in a process of its own: dynamo-process.ts) instead of one started here; its owner closes it. */
  dynamo?: LocalDynamo;
}

export interface LocalStack {
  url: string;
  seeded: boolean;
  /** Resolves once the effects queue is empty and no effect runs (tests wait on it instead of sleeping). */
  drainEffects: () => Promise<void>;
  close: () => Promise<void>;
}

/** The effects queue and its worker, in process: the same dispatcher as the deployed worker, behind SQS's API. */
async function startLocalEffects(onlyWhenDrained = false) {
  const loop = await startEffectsLoop({
    onlyWhenDrained,
    dispatch: (formId) => dispatchFormEffects(formId, { queue: effectsQueue(), clock: () => new Date(), holder: randomUUID(), leaseMs: 900_000, runners: effectRunners }),
  });
  process.env.EFFECTS_QUEUE_URL = loop.queueUrl;
  process.env.SQS_ENDPOINT = loop.endpoint;
  resetSqsClient();
  return loop;
}

/** The environment the Lambda handlers read, set as AWS sets it for the deployed functions. */
function configureEnvironment(endpoint: string, keyPath: string) {
  process.env.TABLE_NAME ??= 'campus-forms-local';
  process.env.DYNAMODB_ENDPOINT = endpoint;
  process.env.IDENTITY_PROVIDER = 'local';
  process.env.LOCAL_SIGNING_KEY_PATH = keyPath;
  // The guests' API key and token secret: made in AWS by the API stack (docs/decisions.md "guest17").
  const guestKeys = readOrCreateGuestKeys(join(dirname(keyPath), 'guest-keys.json'));
  process.env.GUEST_API_KEY ??= guestKeys.apiKey;
  process.env.GUEST_TOKEN_SECRET ??= guestKeys.tokenSecret;
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
  const dynamo = options.dynamo ?? (await startLocalDynamo(options.dataDir ? { path: join(options.dataDir, 'dynamodb') } : {}));
  configureEnvironment(dynamo.endpoint, join(keyDir, 'signing-key.json'));
  // Where the harness keeps uploaded images, and where the local blob store deletes them (test support).
  process.env.LOCAL_BLOB_ROOT = join(keyDir, 'blobs');
  resetDynamoClient();
  await ensureTable();
  // A kept data folder may hold answers written before they moved onto the form item (docs/decisions.md).
  if (options.dataDir) await foldLegacyAnswers();
  const effects = await startLocalEffects(options.effectsOnlyWhenDrained);

  const config = campusConfigSchema.parse(JSON.parse(readFileSync(campusConfigFile, 'utf8')));
  // The deploy's provisioning, with the local identity store: first admins are invited through the outbox.
  await provisionPlatform(config, {
    accounts: localAdminAccounts(mailSender(), defaultFromAddress()),
    users: tableUserDirectory,
    authorization: authorization(),
  });
  const seeded = !(await isDemoDataSeeded());
  if (seeded) await seedDemoData(config.tenant.code);
  await ensureTestSuiteIdentity(config.tenant.code, authorization());

  const executor = createGraphqlExecutor(
    await loadDomainHandlers(),
    options.functionTimeoutSecondsOf ? { timeoutSecondsOf: options.functionTimeoutSecondsOf } : {},
  );
  const app = createLocalApp({ executor, webRoot: options.webRoot, blobRoot: join(keyDir, 'blobs') });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = createServer(app).listen(options.port, options.host ?? '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const everyMs = options.schedulerEveryMs ?? (options.dataDir ? 60_000 : 0);
  const scheduler = everyMs > 0 ? startSchedulerLoop({ run: ({ now }) => runScheduler({ now, queue: effectsQueue() }), everyMs }) : undefined;
  return {
    url: `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`,
    seeded,
    drainEffects: effects.drain,
    close: async () => {
      await scheduler?.stop();
      await effects.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      resetDynamoClient();
      resetSqsClient();
      if (!options.dynamo) await dynamo.close();
    },
  };
}
