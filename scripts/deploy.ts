/**
 * `npm run deploy -- [cdk deploy options]`: builds the web app and deploys the whole platform with
 * `cdk deploy --all`, so the bucket gets the app just built. Needs AWS credentials (the CLI's usual ones).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deploySteps } from './deploy/deploy-steps';

const root = join(import.meta.dirname, '..');

for (const step of deploySteps(process.argv.slice(2))) {
  console.log(`\n== ${step.title}: ${[step.command, ...step.args].join(' ')}`);
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  if (result.status !== 0) {
    console.error(`\n${step.title} failed (exit ${result.status ?? result.signal}); nothing after it ran.`);
    process.exit(result.status ?? 1);
  }
  // Without the build the web stack would deploy no content and leave the bucket empty: stop before that.
  if (step.args.includes('vite') && !existsSync(join(root, 'dist', 'web', 'index.html'))) {
    console.error('\nThe web build left no dist/web/index.html; not deploying.');
    process.exit(1);
  }
}
console.log('\nDeployed. docs/deploying.md ("A first deploy") lists what to check now.');
