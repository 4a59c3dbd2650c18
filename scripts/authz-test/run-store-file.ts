import {
  createAuthzEngine,
  maxTuplesPerWrite,
  MemoryTupleStore,
  type AuthzModel,
  type TupleKey,
} from '../../functions/authz/engine';
import { loadModel } from '../../functions/authz/engine/model/load-model-dsl';
import { countAssertions, runTestAssertions, type AssertionResult } from './assertions';
import { loadStoreFile, collectTuples, type StoreFile, type StoreTest } from './store-file';
import { staleTuplesFor } from './stale-tuples';
import { dirname } from 'node:path';

/** One test of a store file: its assertions' results, or why it could not run. */
export interface TestResult {
  name: string;
  results: AssertionResult[];
  error?: string;
  /** Assertions counted as failed because the test could not run. */
  unrun: number;
}

/** One store file's results, with its assertions counted. */
export interface FileResult {
  path: string;
  name: string;
  tests: TestResult[];
  error?: string;
  passed: number;
  failed: number;
}

const fixedClock = () => new Date('2024-01-01T00:00:00.000Z');

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function unique(tuples: TupleKey[]): TupleKey[] {
  const byKey = new Map(tuples.map((key) => [`${key.object}#${key.relation}@${key.user}`, key]));
  return [...byKey.values()];
}

/** A fresh store for one test: stale tuples as they are, then the file's and the test's tuples, validated. */
async function prepareStore(model: AuthzModel, file: StoreFile, test: StoreTest): Promise<MemoryTupleStore> {
  const store = new MemoryTupleStore(fixedClock);
  store.load(staleTuplesFor(file.path));
  const tuples = unique([...file.tuples, ...collectTuples(dirname(file.path), test)]);
  const engine = createAuthzEngine(model, store);
  for (let start = 0; start < tuples.length; start += maxTuplesPerWrite) {
    await engine.write(tuples.slice(start, start + maxTuplesPerWrite), []);
  }
  return store;
}

async function runTest(model: AuthzModel, file: StoreFile, test: StoreTest): Promise<TestResult> {
  const name = test.name ?? '(unnamed)';
  let store: MemoryTupleStore;
  try {
    store = await prepareStore(model, file, test);
  } catch (error) {
    return { name, results: [], error: `writing the tuples failed: ${message(error)}`, unrun: countAssertions(test) };
  }
  const results = await runTestAssertions(() => createAuthzEngine(model, store), test);
  return { name, results, unrun: 0 };
}

function totals(path: string, name: string, tests: TestResult[], error?: string): FileResult {
  const results = tests.flatMap((test) => test.results);
  const passed = results.filter((result) => result.passed).length;
  const unrun = tests.reduce((sum, test) => sum + test.unrun, 0);
  return { path, name, tests, error, passed, failed: results.length - passed + unrun };
}

/**
 * Runs one store file: each test on a fresh in-memory store. A file that cannot be read counts as one
 * failure; a model that does not load fails every assertion of the file.
 */
export async function runStoreFile(path: string): Promise<FileResult> {
  let file: StoreFile;
  try {
    file = loadStoreFile(path);
  } catch (error) {
    return { path, name: path, tests: [], error: message(error), passed: 0, failed: 1 };
  }
  let model: AuthzModel;
  try {
    model = loadModel(file.modelDsl);
  } catch (error) {
    const tests = file.tests.map((test) => ({ name: test.name, results: [], unrun: countAssertions(test) }));
    return totals(path, file.name, tests, `the model does not load: ${message(error)}`);
  }
  const tests: TestResult[] = [];
  for (const test of file.tests) tests.push(await runTest(model, file, test));
  return totals(path, file.name, tests);
}
