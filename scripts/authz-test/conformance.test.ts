import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines, summaryLine } from './report';
import { runStoreFiles } from './run-files';
import { defaultUpstreamDir, runUpstreamFile } from './upstream-errors';

const root = join(import.meta.dirname, '..', '..');
// CI checks the shared folder out beside the repository.
const conformanceDir = join(root, '..', 'shared', 'conformance', 'openfga');
const present = existsSync(conformanceDir);
/** Without the shared folder the tests are skipped, and their titles say why. */
const title = (text: string) =>
  present ? text : `${text} — skipped: no OpenFGA conformance cases at ${conformanceDir} (check out the shared folder beside the repository)`;

describe('the embedded engine against OpenFGA conformance cases', () => {
  it.skipIf(!present)(title('passes every assertion of the converted store files'), { timeout: 120_000 }, async () => {
    const files = await runStoreFiles([conformanceDir]);

    expect(files.length).toBeGreaterThanOrEqual(186);
    expect(files.flatMap((file) => failureLines(file, root))).toEqual([]);
    expect(summaryLine(files)).toMatch(/^\d+ passed, 0 failed$/);
  });

  it.skipIf(!present)(title("passes the error-code cases of OpenFGA's own test files"), { timeout: 120_000 }, async () => {
    const results = [
      ...(await runUpstreamFile(join(defaultUpstreamDir, 'consolidated_1_1_tests.yaml'))),
      ...(await runUpstreamFile(join(defaultUpstreamDir, 'abac_tests.yaml'))),
    ];

    expect(results.length).toBeGreaterThan(100);
    expect(results.filter((result) => !result.passed)).toEqual([]);
  });
});

describe("the project's model", () => {
  it('passes its own store tests (schema/authz/model.fga.yaml)', async () => {
    const files = await runStoreFiles([join(root, 'schema', 'authz', 'model.fga.yaml')]);

    expect(files.flatMap((file) => failureLines(file, root))).toEqual([]);
    expect(files[0]?.passed).toBeGreaterThan(0);
  });
});
