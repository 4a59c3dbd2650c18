import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PathCost } from './api-paths';
import type { RoundsCpu } from './cpu-rounds';
import type { PhaseSummary } from './latency';

/** The API and baseline phases measured at one concurrency level. */
export interface LevelResult {
  clients: number;
  api: PhaseSummary;
  /** Raw DocumentClient UpdateItem of a small item: the baseline. */
  sdk: PhaseSummary;
  /** The owner's save's own conditional UpdateItem of the form item, called directly. */
  ownWrite: PhaseSummary;
  /** API saves/s divided by raw UpdateItem writes/s in the same run. */
  ratio: number;
  /** API saves/s divided by the save's own write, called directly, per second in the same run. */
  ownWriteRatio: number;
  /** DynamoDB requests the process made during the measured API phase, per save. */
  dynamoRequestsPerSave: number;
}

/** Everything one `bench:api` run measured, as written to .bench/api.json. */
export interface BenchReport {
  date: string;
  node: string;
  cpus: number;
  /** The machine's 1-minute load average at the end: other work on these 2 cores skews absolute numbers. */
  loadAverage: number;
  /** Where the store ran: a process of its own (the default, as DynamoDB in AWS), or the bench's own process. */
  store: 'own process' | "bench's process";
  seconds: number;
  warmupSeconds: number;
  levels: LevelResult[];
  /** DynamoDB requests per warm save, by how the caller may save. */
  paths: PathCost[];
  /** Over every measured API phase: DynamoDB requests divided by saves. */
  dynamoRequestsPerSave: number;
  /** Errors in every API phase, warm-ups included. */
  saveErrors: number;
  /** CPU per operation of the save and its baselines, one client, interleaved rounds (cpu-rounds.ts). */
  steadyCpu: RoundsCpu[];
}

const headers = [
  'clients',
  'API saves/s',
  'API p50 ms',
  'API p99 ms',
  'raw UpdateItem/s',
  "save's write/s",
  'API/raw',
  "API/save's write",
  'CPU ms/save',
  'CPU ms/raw',
  "CPU ms/save's write",
  "in front of the save's write",
];

/**
 * CPU in front of the write, per save: what the API's save costs beyond its own write (the same conditional
 * UpdateItem of the same form item, called directly, in the same run). The client, dynalite and the load
 * generator's share are in both, so what remains is the HTTP, token check, GraphQL, resolver code, handler and
 * validation in front of the write. (Against the raw UpdateItem of a small item the difference would also count
 * the form item's size and the condition's evaluation in dynalite: the write, not what is in front of it.)
 */
export const cpuInFrontOfWrite = (level: LevelResult) => level.api.cpuMsPerOperation - level.ownWrite.cpuMsPerOperation;

function cells(level: LevelResult): string[] {
  const ms = (value: number) => value.toFixed(1);
  const cpu = (value: number) => value.toFixed(2);
  return [
    String(level.clients),
    level.api.perSecond.toFixed(0),
    ms(level.api.p50Ms),
    ms(level.api.p99Ms),
    level.sdk.perSecond.toFixed(0),
    level.ownWrite.perSecond.toFixed(0),
    level.ratio.toFixed(2),
    level.ownWriteRatio.toFixed(2),
    cpu(level.api.cpuMsPerOperation),
    cpu(level.sdk.cpuMsPerOperation),
    cpu(level.ownWrite.cpuMsPerOperation),
    cpu(cpuInFrontOfWrite(level)),
  ];
}

/** The results as a fixed-width table for the terminal. */
export function consoleTable(report: BenchReport): string {
  const rows = [headers, ...report.levels.map(cells)];
  const widths = headers.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('-|-'), ...report.levels.map((level) => line(cells(level)))].join('\n');
}

/** The results as a markdown table to paste into docs/performance.md. */
export function markdownTable(report: BenchReport): string {
  const rows = [headers, headers.map(() => '---:'), ...report.levels.map(cells)];
  return rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** Writes the report as JSON, creating the folder when needed. */
export function writeReport(path: string, report: object) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * The interleaved rounds as a markdown table, with the CPU in front of the write (the API's save minus the save's
 * own write) from the least and from the median of the rounds.
 */
export function steadyCpuTable(rows: readonly RoundsCpu[]): string {
  const save = rows.find((row) => row.name === 'API save');
  const write = rows.find((row) => row.name === "the save's write");
  const front = save && write ? [{ name: "in front of the save's write", minMs: save.minMs - write.minMs, medianMs: save.medianMs - write.medianMs }] : [];
  const lines = [...rows, ...front].map((row) => `| ${row.name} | ${row.minMs.toFixed(2)} | ${row.medianMs.toFixed(2)} |`);
  return ['| one client | CPU ms, least of the rounds | CPU ms, median |', '| --- | ---: | ---: |', ...lines].join('\n');
}
