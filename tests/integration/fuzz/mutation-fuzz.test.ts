import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../../scripts/harness/local-stack';
import { minimalRequest, rootFieldNames } from '../../../schema/src/graphql/minimal-request';
import { argumentsFor } from '../persona-matrix/arguments';
import { createMatrixFixtures, type MatrixFixtures } from '../persona-matrix/fixtures';
import { loadApiSchema } from '../support/api-schema';
import { signIn, startApi, type ApiClient } from '../support/local-api';
import { changedRecords, snapshotStore, type StoreSnapshot } from '../support/store-snapshot';
import { countFaults, isRejected, noFigures } from './answer-faults';
import { breakage, broken } from './malformed-variables';

// Malformed input to every mutation, as staff.one and as global.admin: no 5xx, no INTERNAL, no error without a code,
// and no rejected call changes a stored record (the whole table, tuples included, and the blob folder are compared
// before and after each call). Seeded and bounded, so every run sends the same calls.

const seed = 20_261_124;
const callsPerMutationAndPersona = 3;
const schema = loadApiSchema();
const mutations = rootFieldNames(schema).filter((field) => field.operation === 'mutation');
const figures = noFigures();
const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
let stack: LocalStack;
let fixtures: MatrixFixtures;
const callers: Record<string, ApiClient> = {};

beforeAll(async () => {
  stack = await startApi(dataDir, { schedulerEveryMs: 0 });
  for (const username of ['staff.one', 'global.admin']) callers[username] = await signIn(stack.url, username);
  fixtures = await createMatrixFixtures(callers['staff.one']!, callers['global.admin']!);
});
afterAll(async () => {
  await stack.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`mutation fuzz figures: ${JSON.stringify(figures)}`);
});

const snapshot = () => snapshotStore(join(dataDir, 'blobs'));

describe('malformed input to every mutation', () => {
  it('compares stores that see the change an accepted call makes', async () => {
    const before = await snapshot();

    await callers['staff.one']!.graphql('mutation ($input: UpdateFormNameInput!) { updateFormName(input: $input) { id } }', {
      input: { formId: fixtures.formId, name: 'Renamed before the fuzz' },
    });

    expect(changedRecords(before, await snapshot()).length).toBeGreaterThan(0);
  });

  it.each(mutations.map((mutation, index) => [mutation.fieldName, index] as const))('%s', async (fieldName, index) => {
    const valid = minimalRequest(schema, 'mutation', fieldName, argumentsFor(fieldName, 'mutation', fixtures));
    const cases = fc.sample(breakage, { seed: seed + index, numRuns: callsPerMutationAndPersona * 2 });
    const faults: string[] = [];
    let before: StoreSnapshot = await snapshot();

    for (const [caseIndex, change] of cases.entries()) {
      const username = caseIndex % 2 === 0 ? 'staff.one' : 'global.admin';
      const answer = await callers[username]!.graphql(valid.document, broken(valid.variables, change));
      faults.push(...countFaults(figures, answer).map((fault) => `${username} ${JSON.stringify(change).slice(0, 200)}: ${fault}`));
      if (!isRejected(answer)) await stack.drainEffects();
      const after = await snapshot();
      const changed = isRejected(answer) ? changedRecords(before, after) : [];
      figures.changedRecordsOnRejectedCalls += changed.length;
      if (changed.length > 0) faults.push(`${username} ${JSON.stringify(change).slice(0, 200)}: rejected, yet changed ${changed.join(', ')}`);
      before = after;
    }

    expect(faults).toEqual([]);
  });
});
