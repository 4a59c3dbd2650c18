/**
 * `npm run bench:api`: the cost of the answer-save path. Starts the local stack in memory, then at 1, 8
 * and 32 concurrent clients measures the owner's `updateTextResponse` through the real HTTP GraphQL endpoint and,
 * as same-run baselines, a raw DocumentClient UpdateItem of a small item and the save's own conditional write
 * called directly, against the same dynalite table; then their CPU per operation in interleaved one-client rounds;
 * and the DynamoDB requests per warm save of every way to be allowed (owner, document role, program role, admins).
 * All of it twice: with the store (dynalite) in a process of its own, as DynamoDB is a service of its own in AWS and
 * bench:scale runs it, then in the bench's own process (BENCH_API_STORE=process or inline runs one of the two).
 * Prints the tables, writes .bench/api.json (one report per arrangement) and exits non-zero when any save errored.
 * See docs/performance.md.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { dynamoRequestCounter } from '../../functions/data/client';
import { startDynamoProcess } from '../harness/dynamo-process';
import { measurePathCosts, pathCostTable } from './api-paths';
import { answerSavers, questionId, signIn, startForms } from './api-workload';
import { runClosedLoop, type Operation } from './closed-loop';
import { loopbackClient } from './loopback-http';
import { interleavedCpu } from './cpu-rounds';
import { consoleTable, markdownTable, steadyCpuTable, writeReport, type BenchReport, type LevelResult } from './report';
import { saveWriters, sdkWriters } from './sdk-workload';

const levels = [1, 8, 32];
const maxClients = Math.max(...levels);
const operationsPerRound = 200;
const resultFile = join(import.meta.dirname, '..', '..', '.bench', 'api.json');

function numberFromEnv(name: string, fallback: number, unit: string): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 600) throw new Error(`${name} must be a number of ${unit} in (0, 600], not ${raw}`);
  return value;
}

interface Durations {
  seconds: number;
  warmupSeconds: number;
}

/** Warm-up then measurement of the API, then of the SDK baseline, with `clients` concurrent clients. */
/** The closed loops measured at each level: the API's save and the two baselines. */
interface Workloads {
  savers: Operation[];
  writers: Operation[];
  ownWriters: Operation[];
}

/** Warm-up then measurement of `operations`' first `clients` clients. */
async function measurePhase(operations: Operation[], clients: number, { seconds, warmupSeconds }: Durations) {
  await runClosedLoop(operations.slice(0, clients), warmupSeconds);
  return runClosedLoop(operations.slice(0, clients), seconds);
}

/**
 * At `clients` concurrent clients: the API's owner save, then the raw UpdateItem baseline, then the save's own
 * write called directly.
 */
async function measureLevel(clients: number, { savers, writers, ownWriters }: Workloads, { seconds, warmupSeconds }: Durations) {
  console.log(`${clients} client(s): API, raw UpdateItem, the save's write: ${warmupSeconds}+${seconds} s each...`);
  const warmup = await runClosedLoop(savers.slice(0, clients), warmupSeconds);
  const before = dynamoRequestCounter.total;
  const api = await runClosedLoop(savers.slice(0, clients), seconds);
  const requests = dynamoRequestCounter.total - before;
  const saves = api.operations + api.errors;
  for (const error of [warmup.firstError, api.firstError]) if (error) console.error(`  first error: ${error}`);
  const sdk = await measurePhase(writers, clients, { seconds, warmupSeconds });
  const ownWrite = await measurePhase(ownWriters, clients, { seconds, warmupSeconds });
  const ratioTo = (baseline: { perSecond: number }) => (baseline.perSecond > 0 ? api.perSecond / baseline.perSecond : 0);
  const level: LevelResult = { clients, api, sdk, ownWrite, ratio: ratioTo(sdk), ownWriteRatio: ratioTo(ownWrite), dynamoRequestsPerSave: requests / Math.max(1, saves) };
  return { level, requests, saves, errors: warmup.errors + api.errors };
}

function print(report: BenchReport, requests: number, saves: number) {
  console.log(`\nWith ${storeLabel(report.store)}:\n\n${consoleTable(report)}\n`);
  console.log(`DynamoDB requests per owner save under load: ${report.dynamoRequestsPerSave.toFixed(2)} (${requests} requests / ${saves} saves)`);
  console.log(`\nDynamoDB requests per warm save, by how the caller may save:\n\n${pathCostTable(report.paths)}\n`);
  console.log(`Save errors (warm-ups included): ${report.saveErrors}`);
  const context = `${report.date.slice(0, 10)}, Node ${report.node}, ${report.cpus} cores, load ${report.loadAverage.toFixed(1)}, ${storeLabel(report.store)}`;
  console.log(`\nMarkdown (${context}, ${report.seconds} s per phase):\n\n${markdownTable(report)}\n`);
  console.log(`CPU per operation, one client, interleaved rounds (least and median of the rounds):\n\n${steadyCpuTable(report.steadyCpu)}\n`);
}

/** Where the store runs: a process of its own (as DynamoDB is a service of its own in AWS), or the bench's process. */
type StoreArrangement = 'own process' | "bench's process";

const storeLabel = (store: StoreArrangement) => (store === 'own process' ? 'the store in its own process' : "the store in the bench's process");

function arrangementsFromEnv(): StoreArrangement[] {
  const raw = process.env.BENCH_API_STORE ?? 'both';
  if (raw === 'both') return ['own process', "bench's process"];
  if (raw === 'process') return ['own process'];
  if (raw === 'inline') return ["bench's process"];
  throw new Error(`BENCH_API_STORE must be both, process or inline, not ${raw}`);
}

/** Everything bench:api measures, on a fresh local stack whose store runs as `store` says. */
async function measureArrangement(store: StoreArrangement, durations: Durations): Promise<{ report: BenchReport; requests: number; saves: number }> {
  console.log(`\nWith ${storeLabel(store)}:`);
  // Imported only now: the handlers build their logger and metrics at import, from the environment set in main.
  const { startLocalStack } = await import('../harness/local-stack');
  const dynamo = store === 'own process' ? await startDynamoProcess() : undefined;
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent', ...(dynamo ? { dynamo } : {}) });
  const http = loopbackClient(stack.url, maxClients * 2);
  try {
    const token = await signIn(http, 'staff.one');
    const savers = answerSavers(http, token, await startForms(http, token, maxClients));
    const workloads = { savers, writers: sdkWriters(maxClients), ownWriters: await saveWriters(await startForms(http, token, maxClients), questionId) };
    const paths = await measurePathCosts(http, token, stack.drainEffects);
    const totals = { requests: 0, saves: 0, errors: 0 };
    const results: LevelResult[] = [];
    for (const clients of levels) {
      const { level, requests, saves, errors } = await measureLevel(clients, workloads, durations);
      results.push(level);
      Object.assign(totals, { requests: totals.requests + requests, saves: totals.saves + saves, errors: totals.errors + errors });
    }
    const rounds = Math.round(numberFromEnv('BENCH_CPU_ROUNDS', 8, 'rounds'));
    console.log(`CPU per operation, one client, ${rounds} interleaved rounds of ${operationsPerRound}...`);
    const steadyCpu = await interleavedCpu(
      [
        ['API save', workloads.savers[0]!],
        ["the save's write", workloads.ownWriters[0]!],
        ['raw UpdateItem', workloads.writers[0]!],
      ],
      rounds,
      operationsPerRound,
    );
    const report: BenchReport = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg()[0] ?? 0,
      store,
      ...durations,
      levels: results,
      paths,
      dynamoRequestsPerSave: totals.requests / Math.max(1, totals.saves),
      saveErrors: totals.errors,
      steadyCpu,
    };
    return { report, requests: totals.requests, saves: totals.saves };
  } finally {
    http.close();
    await stack.close();
    await dynamo?.close();
  }
}

async function main(): Promise<number> {
  const durations = { seconds: numberFromEnv('BENCH_SECONDS', 5, 'seconds'), warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 1, 'seconds') };
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED = 'true';
  const measured = [];
  for (const store of arrangementsFromEnv()) measured.push(await measureArrangement(store, durations));
  writeReport(resultFile, measured.map(({ report }) => report));
  for (const { report, requests, saves } of measured) print(report, requests, saves);
  console.log(`Written to ${resultFile}`);
  const atEight = measured.map(({ report }) => `${storeLabel(report.store)} ${report.levels.find((level) => level.clients === 8)?.ratio.toFixed(2) ?? '-'}`);
  console.log(`\nAPI/raw UpdateItem at 8 clients: ${atEight.join('; ')}`);
  return measured.every(({ report }) => report.saveErrors === 0) ? 0 : 1;
}

process.exitCode = await main();
