/**
 * The error-code cases of OpenFGA's own test files: every assertion that expects an error code (validation
 * 2000, resolution too complex 2002, type 2021 and relation 2022 not found, invalid tuple 2027) is run
 * against the engine, stage by stage on one store per test, as the upstream harness does.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { AuthzError, createAuthzEngine, MemoryTupleStore, type AuthzModel } from '../../functions/authz/engine';
import { loadModel } from '../../functions/authz/engine/model/load-model-dsl';
import { errorCases, readUpstreamTests, type UpstreamStage, type UpstreamTest } from './upstream-cases';

/** Where CI keeps the shared conformance data: beside the repository. */
export const defaultUpstreamDir = join(import.meta.dirname, '..', '..', '..', 'shared', 'conformance', 'openfga', 'upstream');

/** One error-code case: the code expected and what the engine did. */
export interface ErrorCaseResult {
  test: string;
  stage: number;
  label: string;
  expected: number;
  actual: string;
  passed: boolean;
}

function outcomeOf(error: unknown): string {
  if (error instanceof AuthzError) return `${error.numericCode ?? '?'} (${error.code}: ${error.message})`;
  return `unexpected ${error instanceof Error ? error.message : String(error)}`;
}

/** Writes a stage's tuples; tuples the stage's model refuses still land in the store, as stale data. */
async function addStageTuples(model: AuthzModel, store: MemoryTupleStore, stage: UpstreamStage): Promise<void> {
  for (const tuple of stage.tuples ?? []) {
    try {
      await createAuthzEngine(model, store).write([tuple], []);
    } catch {
      store.load([tuple]);
    }
  }
}

async function runStage(test: UpstreamTest, index: number, store: MemoryTupleStore): Promise<ErrorCaseResult[]> {
  const stage = test.stages[index] as UpstreamStage;
  const cases = errorCases(stage);
  let model: AuthzModel;
  try {
    model = loadModel(stage.model);
  } catch (error) {
    const actual = `model: ${outcomeOf(error)}`;
    return cases.map((item) => ({ test: test.name, stage: index, label: item.label, expected: item.errorCode, actual, passed: false }));
  }
  await addStageTuples(model, store, stage);
  const results: ErrorCaseResult[] = [];
  for (const item of cases) {
    let actual = 'no error';
    let passed = false;
    try {
      actual = `no error (${JSON.stringify(await item.run(createAuthzEngine(model, store)))})`;
    } catch (error) {
      actual = outcomeOf(error);
      passed = error instanceof AuthzError && error.numericCode === item.errorCode;
    }
    results.push({ test: test.name, stage: index, label: item.label, expected: item.errorCode, actual, passed });
  }
  return results;
}

/** Runs the error-code cases of one upstream file. */
export async function runUpstreamFile(path: string): Promise<ErrorCaseResult[]> {
  const results: ErrorCaseResult[] = [];
  for (const test of readUpstreamTests(path)) {
    const store = new MemoryTupleStore(() => new Date('2024-01-01T00:00:00.000Z'));
    for (let index = 0; index < test.stages.length; index += 1) results.push(...(await runStage(test, index, store)));
  }
  return results;
}

/** The CLI: runs the given upstream files (default: every *.yaml of the shared upstream folder). */
export async function runUpstreamErrorCases(args: string[]): Promise<number> {
  const defaults = () => readdirSync(defaultUpstreamDir).filter((name) => name.endsWith('.yaml')).map((name) => join(defaultUpstreamDir, name));
  const files = args.length > 0 ? args : defaults();
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const results = await runUpstreamFile(file);
    for (const result of results.filter((item) => !item.passed)) {
      const where = `${basename(file)} [${result.test} stage ${result.stage}]`;
      console.log(`FAIL ${where} ${result.label}: expected ${result.expected}, got ${result.actual}`);
    }
    passed += results.filter((item) => item.passed).length;
    failed += results.filter((item) => !item.passed).length;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
