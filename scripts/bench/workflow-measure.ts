import { dynamoRequestCounter } from '../../functions/data/client';
import { percentile } from './latency';

/** One operation run alone: its wall time and the DynamoDB requests the process made meanwhile, by command. */
export interface Sample {
  ms: number;
  requests: number;
  byCommand: Record<string, number>;
}

/**
 * Runs `work` and measures it. Exact only when nothing else runs at the same time: the benchmark sends one
 * operation at a time, and the in-memory stack runs no scheduler loop of its own.
 */
export async function measure(work: () => Promise<unknown>): Promise<Sample> {
  const total = dynamoRequestCounter.total;
  const before = { ...dynamoRequestCounter.byCommand };
  const began = performance.now();
  await work();
  const ms = performance.now() - began;
  const byCommand: Record<string, number> = {};
  for (const [command, count] of Object.entries(dynamoRequestCounter.byCommand)) {
    const delta = count - (before[command] ?? 0);
    if (delta > 0) byCommand[command] = delta;
  }
  return { ms, requests: dynamoRequestCounter.total - total, byCommand };
}

/** Latency percentiles and mean DynamoDB requests (in all, and by command) over samples of one operation. */
export interface OperationSummary {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerOperation: number;
  byCommand: Record<string, number>;
}

export function summarizeSamples(samples: readonly Sample[]): OperationSummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const count = Math.max(1, samples.length);
  const byCommand: Record<string, number> = {};
  for (const sample of samples) for (const [command, n] of Object.entries(sample.byCommand)) byCommand[command] = (byCommand[command] ?? 0) + n;
  for (const command of Object.keys(byCommand)) byCommand[command] = (byCommand[command] ?? 0) / count;
  return {
    samples: samples.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    requestsPerOperation: samples.reduce((sum, sample) => sum + sample.requests, 0) / count,
    byCommand,
  };
}

/** `GetItem 1, Query 5, ...` with counts to 2 decimals only when they are not whole. */
export function commandList(byCommand: Record<string, number>): string {
  const shown = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  return Object.entries(byCommand)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([command, n]) => `${command.replace(/Command$/, '')} ${shown(n)}`)
    .join(', ');
}

/** A fixed-width table for the terminal and the same rows as markdown; the first and last columns are text. */
export function tables(headers: string[], rows: string[][]): { console: string; markdown: string } {
  const all = [headers, ...rows];
  const text = (column: number) => column === 0 || column === headers.length - 1;
  const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => (text(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ');
  const console = [line(headers), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
  const markdown = [headers, headers.map((_, column) => (text(column) ? '---' : '---:')), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
  return { console, markdown };
}
