import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PathCost } from './api-paths';
import type { PhaseSummary } from './latency';

/** The API and baseline phases measured at one concurrency level. */
export interface LevelResult {
  clients: number;
  api: PhaseSummary;
  sdk: PhaseSummary;
  /** API saves/s divided by SDK writes/s in the same run. */
  ratio: number;
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
  seconds: number;
  warmupSeconds: number;
  levels: LevelResult[];
  /** DynamoDB requests per warm save, by how the caller may save. */
  paths: PathCost[];
  /** Over every measured API phase: DynamoDB requests divided by saves. */
  dynamoRequestsPerSave: number;
  /** Errors in every API phase, warm-ups included. */
  saveErrors: number;
}

const headers = ['clients', 'API saves/s', 'API p50 ms', 'API p99 ms', 'SDK writes/s', 'SDK p50 ms', 'SDK p99 ms', 'API/SDK', 'CPU ms/save', 'CPU ms/write', 'in front of the write'];

/**
 * CPU in front of the write, per save: the owner's save is one UpdateItem, so what it costs beyond a raw
 * UpdateItem of the same run (client, dynalite and load generator alike) is the HTTP, token check, GraphQL and
 * validation in front of it.
 */
export const cpuInFrontOfWrite = (level: LevelResult) => level.api.cpuMsPerOperation - level.sdk.cpuMsPerOperation;

function cells(level: LevelResult): string[] {
  const ms = (value: number) => value.toFixed(1);
  return [
    String(level.clients),
    level.api.perSecond.toFixed(0),
    ms(level.api.p50Ms),
    ms(level.api.p99Ms),
    level.sdk.perSecond.toFixed(0),
    ms(level.sdk.p50Ms),
    ms(level.sdk.p99Ms),
    level.ratio.toFixed(2),
    level.api.cpuMsPerOperation.toFixed(2),
    level.sdk.cpuMsPerOperation.toFixed(2),
    cpuInFrontOfWrite(level).toFixed(2),
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
