import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../infra/paths';

/** How long `npm run synth` took, and its output when it failed. */
export interface SynthResult {
  ok: boolean;
  seconds: number;
  output: string;
}

/**
 * Runs `npm run synth` as an operator would, with no network: an empty npm cache and npm's offline mode, so
 * any package the synth tried to install would fail it. The assembly goes outside the repository, so its
 * bundles cannot resolve the repository's node_modules when loaded. Test support is on, so the Testing function,
 * deployed only with it, is built and loaded too.
 */
export function synthOffline(outdir: string): Promise<SynthResult> {
  const emptyCache = mkdtempSync(join(tmpdir(), 'empty-npm-cache-'));
  const env = { ...process.env, npm_config_cache: emptyCache, npm_config_offline: 'true' };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'synth', '--', '--output', outdir, '-c', 'testSupport=true'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(emptyCache, { recursive: true, force: true });
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, output });
    });
  });
}
