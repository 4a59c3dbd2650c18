import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../../infra/paths';
import { entryKey, routeFiles, type BuildManifest } from './route-chunks';

/** The first route's budget: its JavaScript and CSS, gzipped, in kB of 1,000 bytes (as Vite prints sizes). */
export const firstRouteBudgetKb = 200;

/** The route a signed-in user lands on first (`/`), by its lazy screen module. */
export const firstRouteModule = 'src/app/routes/home-route.tsx';

/** One file the first route downloads, with its size raw and gzipped (bytes). */
export interface RouteFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** What the first route downloads: each file, and the gzipped total. */
export interface FirstRouteFigures {
  files: RouteFile[];
  gzipBytes: number;
}

/** Sizes the first route's files in a build folder, gzipped as a server would send them (zlib's default level). */
export function measureFirstRoute(outDir: string, manifest: BuildManifest, routeModule = firstRouteModule): FirstRouteFigures {
  const files = routeFiles(manifest, [entryKey(manifest), routeModule]).map((file) => {
    const content = readFileSync(join(outDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { files, gzipBytes: files.reduce((total, row) => total + row.gzipBytes, 0) };
}

/**
 * Builds the web app with its own Vite configuration into a temporary folder (with a manifest, which the deployed
 * build does not need), and measures the first route. The folder is removed afterwards.
 */
export async function buildAndMeasureFirstRoute(): Promise<FirstRouteFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'campus-forms-web-'));
  try {
    await build({
      configFile: join(repoRoot, 'web/vite.config.ts'),
      root: join(repoRoot, 'web'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    return measureFirstRoute(outDir, manifest);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A Markdown table of the first route's files, largest first, and its total against the budget. */
export function firstRouteTable(figures: FirstRouteFigures): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const rows = [...figures.files].sort((a, b) => b.gzipBytes - a.gzipBytes).map((row) => `| ${row.file} | ${kb(row.bytes)} | ${kb(row.gzipBytes)} |`);
  const total = `| **first route (entry + ${firstRouteModule})** | ${kb(figures.files.reduce((sum, row) => sum + row.bytes, 0))} | **${kb(figures.gzipBytes)}** |`;
  return ['| file | raw (kB) | gzip (kB) |', '|---|---:|---:|', ...rows, total].join('\n');
}
