import { relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findStoreFiles, loadStoreFile } from '../integration/support/fga-store-files';
import { runStoreTest, ServerStores } from '../integration/support/openfga-server-stores';

// The contract test of the OpenFGA adapter: the same store files the embedded engine passes, run through
// OpenFgaSdkService against a real OpenFGA server, a fresh store per file (and per test that brings its
// own tuples). It needs a server, which this machine's network cannot fetch, so it is its own command, not a
// skipped part of `npm test`:
//   docker run -p 8080:8080 openfga/openfga run
//   OPENFGA_API_URL=http://localhost:8080 npm run test:openfga
// Without OPENFGA_API_URL it fails rather than passing with nothing run. OPENFGA_API_TOKEN is sent when set;
// OPENFGA_CONTRACT_FILES (comma separated files or folders) overrides the default set: the project's model tests
// and the shared OpenFGA conformance files.

const apiUrl = process.env.OPENFGA_API_URL ?? '';
const roots = process.env.OPENFGA_CONTRACT_FILES?.split(',').map((root) => root.trim()) ?? [
  'schema/authz',
  '../shared/conformance/openfga',
];

describe(`OpenFGA adapter contract (${apiUrl || 'no server'})`, () => {
  const files = apiUrl ? findStoreFiles(roots) : [];
  const stores = new ServerStores(apiUrl, process.env.OPENFGA_API_TOKEN || undefined);
  afterAll(() => stores.deleteAll());

  it('has a server and store files to run', () => {
    expect(apiUrl, 'OPENFGA_API_URL must name an OpenFGA server').not.toBe('');
    expect(files.length, `no *.fga.yaml under ${roots.join(', ')}`).toBeGreaterThan(0);
  });

  for (const path of files) {
    const file = loadStoreFile(path);
    describe(relative(process.cwd(), path), () => {
      for (const test of file.tests) {
        it(`answers as the store file says: ${test.name}`, async () => {
          const service = await stores.serviceFor(file, test);

          const failures = await runStoreTest(service, test);

          expect(failures).toEqual([]);
        });
      }
    });
  }
});
