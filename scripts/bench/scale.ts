/**
 * `npm run bench:scale`: every list at 1k, 10k and 100k forms. Starts the local stack in memory, grows one
 * store (seeded straight into the table, scale-seed.ts) from size to size, and at each size measures every
 * list's first page and page 20 through the real HTTP GraphQL endpoint: p50/p90 time and DynamoDB requests
 * per page; then the old Metrics tab's read and one Export CSV of the forms' group (time and requests per 1,000
 * rows). Prints a table per list, the ratios largest/smallest size and the markdown for
 * docs/performance.md, writes .bench/scale.json, and exits non-zero on any GraphQL error.
 */
import './scale-quiet';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startDynamoProcess } from '../harness/dynamo-process';
import { startLocalStack } from '../harness/local-stack';
import { signIn } from './api-workload';
import { exportGroup, exposeInExplorer } from './export-run';
import { loopbackClient } from './loopback-http';
import { writeReport } from './report';
import { scaleLists, type ScaleList } from './scale-lists';
import { scaleFormsGroupId, scaleScenario } from './scale-records';
import { firstPageTotals, measureList, type MeasureContext, type Repetitions } from './scale-measure';
import { apiSchema } from './scale-operations';
import { consoleTables, markdownTables, ratios, type ScaleReport, type SizeFigures } from './scale-report';
import { measureOldMetricsScan, seedScaleMetric } from './scale-metrics';
import { createScaleSeeder, type ScaleSeeder, type ScaleSize } from './scale-seed';

const resultFile = join(import.meta.dirname, '..', '..', '.bench', 'scale.json');

function numberFromEnv(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) throw new Error(`${name} must be a number in [0, ${max}], not ${raw}`);
  return value;
}

function sizesFromEnv(): number[] {
  const raw = process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000';
  const sizes = raw.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1 || size > 1_000_000)) throw new Error(`BENCH_SCALE_SIZES must list form counts, not ${raw}`);
  return [...sizes].sort((a, b) => a - b);
}

/**
 * Template groups seeded on the campus, the same at every size (a large campus): only the forms grow, so Get
 * Started and Start New, which list every startable template, are compared at the same answer.
 */
const campusGroups = 400;

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Seeds up to `forms`, measures every list, and checks each total against the baseline plus what was seeded. */
/** The totals every list stated before the bulk was seeded, and how much was seeded then. */
interface Baseline {
  totals: Array<Array<number | undefined>>;
  seeded: ScaleSize;
}

/** Seeds the forms' template group alone, then reads every list's totals: the bench expects these plus what it seeds. */
async function baselineOf(context: MeasureContext, seeder: ScaleSeeder, lists: ScaleList[]): Promise<Baseline> {
  await seeder.growTo({ forms: 0, groups: 1 });
  const totals = [];
  for (const list of lists) totals.push(await firstPageTotals(context, list));
  return { totals, seeded: { ...seeder.seeded } };
}

/** Signs a persona in again: a size's lists outlast an access token's life on a busy machine. */
type Refresh = (persona: string) => Promise<void>;

/** What measureSize needs beyond the lists' context: signing in again, and the store's memory when it has a process. */
interface SizeContext extends MeasureContext {
  refresh: Refresh;
  storeResidentBytes?: () => Promise<number>;
}

async function measureSize(context: SizeContext, seeder: ScaleSeeder, lists: ScaleList[], baseline: Baseline, forms: number): Promise<SizeFigures> {
  const groups = campusGroups;
  console.log(`Seeding up to ${forms} forms and ${groups} template groups...`);
  const seeding = await seeder.growTo({ forms, groups });
  const memory = process.memoryUsage();
  const storeRss = context.storeResidentBytes ? megabytes(await context.storeResidentBytes()) : undefined;
  const rate = seeding.items / Math.max(0.001, seeding.seconds);
  const storeMemory = storeRss === undefined ? 'the store in this process' : `store's process RSS ${storeRss} MB`;
  console.log(`  ${seeding.items} items in ${seeding.seconds.toFixed(1)} s (${rate.toFixed(0)} items/s); RSS ${megabytes(memory.rss)} MB, heap ${megabytes(memory.heapUsed)} MB; ${storeMemory}`);
  const figures: SizeFigures = {
    forms,
    groups,
    seedSeconds: seeding.seconds,
    seedItemsPerSecond: rate,
    memoryMb: { rss: megabytes(memory.rss), heapUsed: megabytes(memory.heapUsed), ...(storeRss === undefined ? {} : { storeRss }) },
    lists: [],
    totalWarnings: [],
  };
  for (const [index, list] of lists.entries()) {
    console.log(`  measuring ${list.name}...`);
    await context.refresh(list.persona);
    const measured = await measureList(context, list);
    figures.lists.push(measured);
    list.totals.forEach((check, position) => {
      const expected = (baseline.totals[index]?.[position] ?? 0) + seeder.seeded[check.growth] - baseline.seeded[check.growth];
      const actual = measured.totals[position]?.value;
      if (actual === expected || measured.totals[position]?.partial) return;
      const warning = `WARNING: ${list.name} at ${forms} forms: ${check.path.join('.')} is ${actual}, expected ${expected}`;
      console.log(warning);
      figures.totalWarnings.push(warning);
    });
  }
  console.log('  measuring the old Metrics tab read (in-process)...');
  figures.oldMetricsScan = await measureOldMetricsScan();
  console.log('  measuring Export CSV of the forms\' group...');
  await context.refresh(scaleScenario.programAdminUsername);
  figures.export = await exportGroup(context.http, context.tokenOf(scaleScenario.programAdminUsername), scaleFormsGroupId);
  console.log(`  ${figures.export.rows} rows in ${figures.export.seconds.toFixed(1)} s, ${figures.export.requests} requests, ${figures.export.dynamoRequests} DynamoDB requests`);
  return figures;
}

function print(report: ScaleReport) {
  console.log(`\n${consoleTables(report)}\n`);
  for (const row of ratios(report)) console.log(`${row.name}: p50 largest/smallest first ${row.first}, deep ${row.deep}; requests first/deep ${row.requests}`);
  for (const warning of report.sizes.flatMap((size) => size.totalWarnings)) console.log(warning);
  const machine = `${report.date.slice(0, 10)}, Node ${report.node}, ${report.cpus} cores, load ${report.loadAverage.toFixed(1)}`;
  console.log(`\nMarkdown (${machine}):\n\n${markdownTables(report)}\n`);
  console.log(`GraphQL errors: ${report.graphqlErrors}. Written to ${resultFile}`);
}

async function main(): Promise<number> {
  const sizes = sizesFromEnv();
  const samples = numberFromEnv('BENCH_SCALE_SAMPLES', 100, 1000);
  const repetitions: Repetitions = {
    warmup: numberFromEnv('BENCH_SCALE_WARMUP', 3, 100),
    samples,
    budgetMs: numberFromEnv('BENCH_SCALE_BUDGET_SECONDS', 10, 600) * 1000,
    minSamples: Math.min(5, samples),
  };
  // Optional: a longer Lambda timeout than the deployed 10 s, to see what a page costs past it (the default keeps
  // the deployed timeouts: a page past them is a timeout, as users see it, and fails the run).
  const timeoutSeconds = numberFromEnv('BENCH_SCALE_TIMEOUT_SECONDS', 0, 900);
  const dynamo = process.env.BENCH_SCALE_STORE === 'inline' ? undefined : await startDynamoProcess();
  const stack = await startLocalStack({ port: 0, webRoot: '/nonexistent', ...(dynamo ? { dynamo } : {}), ...(timeoutSeconds > 0 ? { functionTimeoutSecondsOf: () => timeoutSeconds } : {}) });
  // Minutes, not seconds: a page that reads thousands of items on a busy machine is a figure, not a failure.
  const http = loopbackClient(stack.url, 4, 300_000);
  let graphqlErrors = 0;
  try {
    const lists = scaleLists();
    const tokens = new Map<string, string>();
    const refresh: Refresh = async (persona) => void tokens.set(persona, await signIn(http, persona));
    for (const persona of new Set(lists.map((list) => list.persona))) await refresh(persona);
    const context = {
      refresh,
      ...(dynamo ? { storeResidentBytes: dynamo.residentBytes } : {}),
      http,
      tokenOf: (persona) => tokens.get(persona) ?? '',
      schema: apiSchema(),
      repetitions,
      onError: (list, message) => {
        graphqlErrors += 1;
        if (graphqlErrors <= 10) console.error(`  GraphQL error in ${list}: ${message}`);
      },
    } satisfies SizeContext;
    await seedScaleMetric(new Date());
    const seeder = await createScaleSeeder();
    const baseline = await baselineOf(context, seeder, lists);
    await context.refresh(scaleScenario.programAdminUsername);
    await exposeInExplorer(http, tokens.get(scaleScenario.programAdminUsername) ?? '', scaleFormsGroupId);
    const report: ScaleReport = { date: '', node: process.version, cpus: cpus().length, loadAverage: 0, samplesPerPage: repetitions.samples, sizes: [], graphqlErrors: 0 };
    for (const forms of sizes) {
      report.sizes.push(await measureSize(context, seeder, lists, baseline, forms));
      // Printed and written after every size: a run stopped during the next (slow) size keeps what it measured.
      Object.assign(report, { date: new Date().toISOString(), loadAverage: loadavg()[0] ?? 0, graphqlErrors });
      writeReport(resultFile, report);
      print(report);
    }
    return graphqlErrors === 0 ? 0 : 1;
  } finally {
    http.close();
    await stack.close();
    await dynamo?.close();
  }
}

process.exitCode = await main();
