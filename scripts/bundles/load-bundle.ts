import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LambdaBundle } from './cloud-assembly';

/**
 * What importing a bundle in a fresh Node process gave: its init (import) time, wall clock and CPU (the CPU time
 * barely moves when other work shares the cores; the wall clock does), or the error it threw.
 */
export type LoadResult = { ok: true; initMs: number; initCpuMs: number } | { ok: false; error: string };

// Lambda's Node.js runtime tries these extensions for the handler's file, in this order.
const handlerExtensions = ['.js', '.mjs', '.cjs'];

/** The handler's file and export name (`index.handler` is index.{js,mjs,cjs}, export `handler`). */
export function handlerModule(bundle: LambdaBundle): { file: string; exportName: string } {
  const dot = bundle.handler.lastIndexOf('.');
  const base = join(bundle.assetDir, bundle.handler.slice(0, dot));
  const file = handlerExtensions.map((extension) => base + extension).find(existsSync);
  if (!file) throw new Error(`${bundle.name}: no ${bundle.handler.slice(0, dot)}{${handlerExtensions.join(',')}} in ${bundle.assetDir}`);
  return { file, exportName: bundle.handler.slice(dot + 1) };
}

// Runs in the fresh process: times the import, checks the handler is a function, reports one JSON line.
const importer = `
import { pathToFileURL } from 'node:url';
const [file, exportName] = process.argv.slice(-2);
const cpu = process.cpuUsage();
const started = performance.now();
const loaded = await import(pathToFileURL(file).href);
const initMs = performance.now() - started;
const used = process.cpuUsage(cpu);
const handler = loaded[exportName] ?? loaded.default?.[exportName];
if (typeof handler !== 'function') throw new Error('the bundle exports no function ' + exportName);
process.stdout.write(JSON.stringify({ initMs, initCpuMs: (used.user + used.system) / 1000 }) + '\\n');
process.exit(0);
`;

/**
 * The environment Lambda gives a function at init, with the function's own variables: no variable of this
 * machine leaks in (PATH only, to find node), the credentials are placeholders and nothing is called.
 */
export function lambdaEnvironment(bundle: LambdaBundle): Record<string, string> {
  const functionName = bundle.name.replace('/', '-');
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    AWS_REGION: 'us-east-1',
    AWS_DEFAULT_REGION: 'us-east-1',
    AWS_EXECUTION_ENV: `AWS_Lambda_${bundle.runtime}`,
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(bundle.memorySize),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${functionName}`,
    AWS_LAMBDA_LOG_STREAM_NAME: '2026/11/24/[$LATEST]bundle-load-test',
    AWS_ACCESS_KEY_ID: 'ASIABUNDLELOADTEST',
    AWS_SECRET_ACCESS_KEY: 'bundle-load-test',
    AWS_SESSION_TOKEN: 'bundle-load-test',
    AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000',
    LAMBDA_TASK_ROOT: bundle.assetDir,
    _HANDLER: bundle.handler,
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    ...bundle.environment,
  };
}

/**
 * Imports a bundle as Lambda's runtime does at a cold start: a fresh Node process in the bundle's folder (so
 * only what the zip holds can be resolved), the handler's module imported, its export checked.
 */
export function loadBundle(bundle: LambdaBundle): Promise<LoadResult> {
  const { file, exportName } = handlerModule(bundle);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', importer, file, exportName], {
      cwd: bundle.assetDir,
      env: lambdaEnvironment(bundle),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const report = stdout.split('\n').find((line) => line.startsWith('{"initMs"'));
      if (code === 0 && report) resolve({ ok: true, ...(JSON.parse(report) as { initMs: number; initCpuMs: number }) });
      else resolve({ ok: false, error: stderr.trim() || `exited with code ${code}` });
    });
  });
}
