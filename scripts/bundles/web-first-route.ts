import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../../infra/paths';
import { formScreenChunkName } from '../../web/vite-plugins/form-screen-group';
import { entryKey, routeFiles, type BuildManifest } from './route-chunks';

/** The first route's budget (issue 13): its JavaScript and CSS, gzipped, in kB of 1,000 bytes (as Vite prints sizes). */
export const firstRouteBudgetKb = 200;

/**
 * The most the first route may weigh, held by tests/infra/web-first-route.test.ts: the budget, met since web13
 * (docs/performance.md, "First route"). A change that needs more must pay for it elsewhere on the first route.
 */
// 222 since issue 14: Home's form ids and times and its action items' actions (docs/performance.md, the table).
// 222 since issue 14. In issue 15 the administrators' screens moved to one chunk (web/src/app/admin-screens.ts), so
// their preload lists left the entry (222.3 -> 220.8 kB); the lanes' merge then let Rollup split MUI's useSlot into
// a chunk of its own (+0.4 kB of gzip overhead): 221.2 kB. Issue 16 added Home's Facilities, Quick Links entries and
// action item labels and new routes (+0.9 kB); the top bar's media query without MUI's useMediaQuery (-0.5 kB) and
// no module-preload polyfill (-0.2 kB) paid for them: 221.6 kB.
// Issue 17 (tools17) added the analytics loader; the CloudWatch RUM client is a lazy chunk with its own copy of tslib
// (web/vite.config.ts, rumOwnTslib), so its helpers stay off the first route: 221.8 kB. Issues 16 and 17's lanes
// (library grants, program area access, comments: 222.0 kB, their screens through admin-screens.ts) and rooms16 (the
// Room answer in the cache's possible types and the laundry locations route, +0.04 kB): 222.04 kB, hence 222.1.
// web13 met the budget (199.3 kB): React Router's declarative routes instead of its data router, MUI's theme without
// its CSS-variables builder, Apollo's mutation and lazy-query hooks out of the vendor chunk, hoist-non-react-statics
// dropped (docs/performance.md, "First route"). The ceiling is now the budget.
export const firstRouteCeilingKb = firstRouteBudgetKb;

/** The route a signed-in user lands on first (`/`), by its lazy screen module. */
export const firstRouteModule = 'src/app/routes/home-route.tsx';

/** One file the first route downloads, with its size raw and gzipped (bytes). */
export interface RouteFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** What the first route downloads: each file, and the gzipped total; and the form route's files beyond it. */
export interface FirstRouteFigures {
  files: RouteFile[];
  gzipBytes: number;
  /** The script and style files a form's address (`/form/{id}`) loads beyond the first route's, statically. */
  formRouteExtraFiles: string[];
}

/**
 * The most files a form's address may load beyond the first route's (held by tests/infra/web-first-route.test.ts).
 * The form screen's modules are one chunk (web/vite-plugins/form-screen-group.ts) beside the Form document's chunk
 * and a few small ones other lazy screens share; left to automatic splitting they were about 60 files, and over
 * HTTP/1.1 locally the Form query waited behind them (docs/performance.md, "Fifth round").
 */
export const formRouteExtraFilesCeiling = 6;

/** Sizes the first route's files in a build folder, gzipped as a server would send them (zlib's default level). */
export function measureFirstRoute(outDir: string, manifest: BuildManifest, routeModule = firstRouteModule): FirstRouteFigures {
  const files = routeFiles(manifest, [entryKey(manifest), routeModule]).map((file) => {
    const content = readFileSync(join(outDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const firstRouteFiles = new Set(files.map((row) => row.file));
  // The form route's lazy module is in the form screen group's chunk, which the manifest keys by its name.
  const formScreenKey = Object.keys(manifest).find((key) => manifest[key]?.name === formScreenChunkName);
  if (!formScreenKey) throw new Error(`The build manifest has no ${formScreenChunkName} chunk.`);
  const formRouteExtraFiles = routeFiles(manifest, [entryKey(manifest), formScreenKey]).filter((file) => !firstRouteFiles.has(file));
  return { files, gzipBytes: files.reduce((total, row) => total + row.gzipBytes, 0), formRouteExtraFiles };
}

/**
 * Builds the web app with its own Vite configuration into a temporary folder (with a manifest, which the deployed
 * build does not need), and measures the first route. The folder is removed afterwards.
 */
export async function buildAndMeasureFirstRoute(): Promise<FirstRouteFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'campus-forms-web-'));
  // Vite picks React's and Apollo's production builds from NODE_ENV; a test runner sets it to `test`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(repoRoot, 'web/vite.config.ts'),
      root: join(repoRoot, 'web'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    return measureFirstRoute(outDir, manifest);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
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
