/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the local stack
 * (dynalite under DATA_DIR, the table, campus configuration and demo data on first start, auth, GraphQL
 * and the web app) on PORT.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { applyLocalEnvironmentDefaults } from './harness/local-environment';

applyLocalEnvironmentDefaults();
// Imported after the defaults are set: the handlers' loggers read them when they load.
const { startLocalStack } = await import('./harness/local-stack');
const { demoPassword, demoUsers } = await import('./seed/seed-demo');

const root = join(import.meta.dirname, '..');
const webRoot = join(root, 'dist', 'web');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildWebIfStale() {
  const index = join(webRoot, 'index.html');
  const sources = [join(root, 'web'), join(root, 'schema'), join(root, 'package-lock.json')];
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources.map(newestChange))) return;
  console.log('Building the web app (dist/web)...');
  const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
}

function portFromEnv(): number {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
  return port;
}

async function main() {
  const port = portFromEnv();
  buildWebIfStale();
  const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
  const stack = await startLocalStack({ dataDir, port, webRoot, host: process.env.HOST });
  console.log(`\nCampus forms platform is running at ${stack.url}`);
  console.log(`Data: ${dataDir}${stack.seeded ? ' (demo data written on this first start)' : ''}`);
  console.log(`\nDemo sign-ins (password "${demoPassword}"):`);
  for (const user of demoUsers) console.log(`  ${user.username.padEnd(14)} ${user.description}`);
  if (process.env.TEST_SUPPORT === 'enabled') console.log('  svc.test-suite the service identity of automated suites (test support), not a persona');
  console.log('');
  const stop = async () => {
    await stack.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
