/**
 * `npm run authz:test -- FILE...`: runs store files in the format of the OpenFGA CLI's `fga model test`
 * (`*.fga.yaml`; files, folders or globs) against the embedded engine, each test on a fresh in-memory store.
 * Prints each file's failures and a closing `N passed, N failed`; exits 1 when any assertion fails.
 * `npm run authz:test -- --upstream-errors [FILE...]` runs the error-code cases of OpenFGA's own test files
 * (default: ../shared/conformance/openfga/upstream/*.yaml).
 */
import { failureLines, summaryLine } from './authz-test/report';
import { runStoreFiles } from './authz-test/run-files';
import { runUpstreamErrorCases } from './authz-test/upstream-errors';

async function main(args: string[]): Promise<number> {
  if (args.includes('--upstream-errors')) return runUpstreamErrorCases(args.filter((arg) => arg !== '--upstream-errors'));
  if (args.length === 0) {
    console.error('usage: npm run authz:test -- FILE... (store files *.fga.yaml, folders or globs)');
    return 2;
  }
  const files = await runStoreFiles(args);
  for (const file of files) for (const line of failureLines(file)) console.log(line);
  console.log(summaryLine(files));
  return files.some((file) => file.failed > 0) || files.length === 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
