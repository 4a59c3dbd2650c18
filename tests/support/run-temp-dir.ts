import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const marker = 'CAMPUS_FORMS_TEST_TMPDIR';

/**
 * vitest's global setup: one temporary folder per test run, made the workers' TMPDIR (os.tmpdir() reads it), and
 * removed when the run ends. Whatever a test or a library puts in the temporary folder (a CDK app's cdk.out
 * assembly, about 24 MB a synth; a test's key or config file) goes with it, also when a test forgot to clean up
 * or failed first: before this, every `npm test` left about 200 folders and 700 MB in /tmp.
 */
export default function runTempDir(): (() => void) | undefined {
  // Every project of a run names this setup: the first one makes the folder, the others share it.
  if (process.env[marker]) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'campus-forms-test-run-'));
  process.env[marker] = folder;
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
