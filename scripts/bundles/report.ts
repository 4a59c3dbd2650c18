/**
 * `npm run bundles`: the web's first route (its files gzipped, against the budget), then every Lambda bundle's zip
 * size and init time, as Markdown tables for docs/performance.md. Synthesizes the app offline first, or reads an
 * assembly: `-- --assembly <dir>`. `-- --web` measures the web only (seconds, no synth).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { lambdaBundles } from './cloud-assembly';
import { bundleTargets, figuresTable, measureBundle } from './measure';
import { synthOffline } from './synth';
import { buildAndMeasureFirstRoute, firstRouteBudgetKb, firstRouteTable } from './web-first-route';

const { values } = parseArgs({
  options: { assembly: { type: 'string' }, loads: { type: 'string', default: '5' }, web: { type: 'boolean', default: false } },
});

const firstRoute = await buildAndMeasureFirstRoute();
console.log(`${firstRouteTable(firstRoute)}\n`);
const firstRouteKb = firstRoute.gzipBytes / 1000;
console.log(`First route: ${firstRouteKb.toFixed(1)} kB gzipped; budget ${firstRouteBudgetKb} kB: ${firstRouteKb <= firstRouteBudgetKb ? 'within' : 'OVER'}.\n`);
if (values.web) process.exit(firstRouteKb <= firstRouteBudgetKb ? 0 : 1);

let assembly = values.assembly;
if (!assembly) {
  assembly = mkdtempSync(join(tmpdir(), 'campus-forms-assembly-'));
  const synth = await synthOffline(assembly);
  if (!synth.ok) throw new Error(`npm run synth failed offline:\n${synth.output}`);
  console.log(`Offline synth (empty npm cache): ${synth.seconds.toFixed(1)} s, into ${assembly}\n`);
}

const bundles = lambdaBundles(assembly);
// CDK's own prebuilt handlers (log retention, custom resource provider) use the AWS SDK the Lambda runtime
// provides, which is not installed here: they are CDK's to test.
const prebuilt = bundles.filter((bundle) => !bundle.bundled).map((bundle) => bundle.name);
const figures = [];
for (const bundle of bundles.filter((candidate) => candidate.bundled)) figures.push(await measureBundle(bundle, Number(values.loads)));
console.log(figuresTable(figures));

// The init target is held against the CPU time: the wall clock also counts whatever else shares the cores.
const over = figures.filter((row) => row.error || row.zipBytes > bundleTargets.zipBytes || (row.initCpuMs ?? 0) > bundleTargets.initMs);
console.log(`\nNot loaded (CDK's prebuilt handlers): ${prebuilt.join(', ')}`);
console.log(`${figures.length} bundles; ${over.length} fail to load or miss a target (zip <= 1 MB, init CPU <= ${bundleTargets.initMs} ms).`);
console.log(`First route ${firstRouteKb.toFixed(1)} kB gzipped (budget ${firstRouteBudgetKb} kB).`);
