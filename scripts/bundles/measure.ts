import type { LambdaBundle } from './cloud-assembly';
import { loadBundle } from './load-bundle';
import { zipSize } from './zip-size';

/** One bundle's figures: zip size, and the median init times of a few cold loads (or the load error). */
export interface BundleFigures {
  name: string;
  zipBytes: number;
  initMs?: number;
  initCpuMs?: number;
  error?: string;
}

/** The per-bundle targets of docs/performance.md. */
export const bundleTargets = { zipBytes: 1024 * 1024, initMs: 300 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Loads a bundle `loads` times, one fresh process after another (never in parallel: they would share the cores). */
export async function measureBundle(bundle: LambdaBundle, loads: number): Promise<BundleFigures> {
  const zipBytes = zipSize(bundle.assetDir);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    const result = await loadBundle(bundle);
    if (!result.ok) return { name: bundle.name, zipBytes, error: result.error };
    wall.push(result.initMs);
    cpu.push(result.initCpuMs);
  }
  return { name: bundle.name, zipBytes, initMs: median(wall), initCpuMs: median(cpu) };
}

/** A Markdown table of the figures, as docs/performance.md shows them. */
export function figuresTable(figures: BundleFigures[]): string {
  const rows = figures.map((row) => {
    const failure = `fails: ${row.error?.split('\n').find((line) => /Error/.test(line)) ?? row.error}`;
    const init = row.initMs === undefined ? `${failure} | |` : `${row.initMs.toFixed(0)} | ${row.initCpuMs?.toFixed(0)} |`;
    return `| ${row.name} | ${(row.zipBytes / 1024).toFixed(0)} | ${init}`;
  });
  return ['| function | zip (KB) | init, wall (ms) | init, CPU (ms) |', '|---|---:|---:|---:|', ...rows].join('\n');
}
