import type { ListedUser } from '../../functions/authz/authorization-service';
import type { AuthzEngine } from '../../functions/authz/engine';
import type { CheckEntry, ListObjectsEntry, ListUsersEntry, StoreTest } from './store-file';

/** The outcome of one assertion: one relation for one user and object (check) or one list. */
export interface AssertionResult {
  kind: 'check' | 'list_objects' | 'list_users';
  label: string;
  expected: string;
  actual: string;
  passed: boolean;
}

function describeError(error: unknown): string {
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}

function sameSet(expected: string[], actual: string[]): boolean {
  const want = new Set(expected);
  return want.size === new Set(actual).size && actual.every((item) => want.has(item));
}

function listed(user: ListedUser): string {
  if ('object' in user) return `${user.object.type}:${user.object.id}`;
  if ('wildcard' in user) return `${user.wildcard.type}:*`;
  return `${user.userset.type}:${user.userset.id}#${user.userset.relation}`;
}

function contextSuffix(entry: { context?: Record<string, unknown> }): string {
  return entry.context ? ` context ${JSON.stringify(entry.context)}` : '';
}

async function settle<T>(work: () => Promise<T>): Promise<{ value?: T; error?: string }> {
  try {
    return { value: await work() };
  } catch (error) {
    return { error: describeError(error) };
  }
}

async function runCheck(engine: AuthzEngine, entry: CheckEntry): Promise<AssertionResult[]> {
  const users = entry.users ?? (entry.user ? [entry.user] : []);
  const objects = entry.objects ?? (entry.object ? [entry.object] : []);
  const results: AssertionResult[] = [];
  for (const user of users) {
    for (const object of objects) {
      for (const [relation, expected] of Object.entries(entry.assertions ?? {})) {
        const request = { user, relation, object, context: entry.context, contextualTuples: entry.contextual_tuples };
        const { value, error } = await settle(() => engine.check(request));
        const label = `check ${user} ${relation} ${object}${contextSuffix(entry)}`;
        const actual = error ?? String(value);
        results.push({ kind: 'check', label, expected: String(expected), actual, passed: value === expected });
      }
    }
  }
  return results;
}

async function runListObjects(engine: AuthzEngine, entry: ListObjectsEntry): Promise<AssertionResult[]> {
  const results: AssertionResult[] = [];
  for (const [relation, expectedList] of Object.entries(entry.assertions ?? {})) {
    const expected = expectedList ?? [];
    const { user, type, context, contextual_tuples: contextualTuples } = entry;
    const { value, error } = await settle(() => engine.listObjects({ user, relation, type, context, contextualTuples }));
    const label = `list_objects ${user} ${relation} ${type}${contextSuffix(entry)}`;
    const actual = error ?? JSON.stringify([...(value ?? [])].sort());
    const passed = !error && sameSet(expected, value ?? []);
    results.push({ kind: 'list_objects', label, expected: JSON.stringify([...expected].sort()), actual, passed });
  }
  return results;
}

async function runListUsers(engine: AuthzEngine, entry: ListUsersEntry): Promise<AssertionResult[]> {
  const results: AssertionResult[] = [];
  const filters = entry.user_filter.map(({ type, relation }) => (relation ? { type, relation } : { type }));
  for (const [relation, assertion] of Object.entries(entry.assertions ?? {})) {
    const expected = assertion?.users ?? [];
    const { object, context, contextual_tuples: contextualTuples } = entry;
    const { value, error } = await settle(() => engine.listUsers({ object, relation, userFilters: filters, context, contextualTuples }));
    const actualUsers = (value ?? []).map(listed).sort();
    const filterText = filters.map((filter) => (filter.relation ? `${filter.type}#${filter.relation}` : filter.type)).join(',');
    const label = `list_users ${object} ${relation} [${filterText}]${contextSuffix(entry)}`;
    const actual = error ?? JSON.stringify(actualUsers);
    const passed = !error && sameSet(expected, actualUsers);
    results.push({ kind: 'list_users', label, expected: JSON.stringify([...expected].sort()), actual, passed });
  }
  return results;
}

/**
 * Runs every assertion of one test against the test's store. Each entry gets a fresh engine (a request of
 * its own), so that one assertion's memo cannot colour another's answer.
 */
export async function runTestAssertions(newEngine: () => AuthzEngine, test: StoreTest): Promise<AssertionResult[]> {
  const results: AssertionResult[] = [];
  for (const entry of test.check ?? []) results.push(...(await runCheck(newEngine(), entry)));
  for (const entry of test.list_objects ?? []) results.push(...(await runListObjects(newEngine(), entry)));
  for (const entry of test.list_users ?? []) results.push(...(await runListUsers(newEngine(), entry)));
  return results;
}

/** How many assertions a test holds (to count them as failed when the test cannot run). */
export function countAssertions(test: StoreTest): number {
  const check = (test.check ?? []).reduce((sum, entry) => {
    const pairs = (entry.users?.length ?? (entry.user ? 1 : 0)) * (entry.objects?.length ?? (entry.object ? 1 : 0));
    return sum + pairs * Object.keys(entry.assertions ?? {}).length;
  }, 0);
  const lists = [...(test.list_objects ?? []), ...(test.list_users ?? [])]
    .reduce((sum, entry) => sum + Object.keys(entry.assertions ?? {}).length, 0);
  return check + lists;
}
