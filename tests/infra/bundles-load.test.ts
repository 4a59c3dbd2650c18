import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundles, type LambdaBundle } from '../../scripts/bundles/cloud-assembly';
import { bundleTargets, figuresTable, measureBundle, type BundleFigures } from '../../scripts/bundles/measure';
import { synthOffline, type SynthResult } from '../../scripts/bundles/synth';

// `npm run synth` bundles every function with esbuild: a minute or more on a busy machine.
const synthTimeout = 600_000;

describe('the CDK app, synthesized offline as an operator would', () => {
  const assembly = mkdtempSync(join(tmpdir(), 'campus-forms-assembly-'));
  let synth: SynthResult;
  let bundles: LambdaBundle[] = [];

  beforeAll(async () => {
    synth = await synthOffline(assembly);
    if (synth.ok) bundles = lambdaBundles(assembly).filter((bundle) => bundle.bundled);
  }, synthTimeout);

  afterAll(() => rmSync(assembly, { recursive: true, force: true }));

  it('synthesizes with no network and an empty npm cache', () => {
    console.log(`npm run synth, offline with an empty npm cache: ${synth.seconds.toFixed(1)} s`);

    expect(synth.ok, synth.output).toBe(true);
  });

  it('builds bundles that each load in a fresh Node process with their Lambda environment, in zips of at most 1 MB', async () => {
    const figures: BundleFigures[] = [];
    for (const bundle of bundles) figures.push(await measureBundle(bundle, 1));
    console.log(figuresTable(figures));

    expect(figures.map((row) => row.name)).toContain('CampusForms-Api/TestingFunction');
    expect(figures.filter((row) => row.error).map((row) => `${row.name}: ${row.error}`)).toEqual([]);
    expect(figures.filter((row) => row.zipBytes > bundleTargets.zipBytes).map((row) => row.name)).toEqual([]);
  }, synthTimeout);
});
