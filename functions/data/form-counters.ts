import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FormRecord } from './entities';
import { dynamo, tableName } from './client';
import { tableLayout } from './table-layout';

/**
 * How many forms a list holds, kept as counters instead of counted: a COUNT query reads every item it counts,
 * so a total that grows with the forms would make every list page grow with them too.
 *
 * Scopes: the forms a person owns, the forms of a template group, the forms of a program. A form's start adds one
 * to each scope it belongs to, its delete takes one away. The store has no transactions (dynalite implements
 * none), so the counters are written right after the form's own write, not with it: a process that dies between
 * the two leaves a counter off by one until `recountForms` (scripts/) sets it from the forms again.
 */
export type FormCountScope = { kind: 'owner'; userId: string } | { kind: 'templateGroup'; groupId: string } | { kind: 'program'; programId: string };

const entityName = 'FormCounter';

/** The counter's item key: one item per scope, in its own partition (a hot list spreads over no other item). */
export function formCounterKey(scope: FormCountScope): { pk: string; sk: string } {
  const name = scope.kind === 'owner' ? `OWNER#${scope.userId}` : scope.kind === 'templateGroup' ? `TGROUP#${scope.groupId}` : `PROGRAM#${scope.programId}`;
  return { pk: `FORMCOUNT#${name}`, sk: 'FORMCOUNT' };
}

/** The scopes a form is counted in. */
export function formCountScopes(form: Pick<FormRecord, 'owner' | 'templateGroupId' | 'programId'>): FormCountScope[] {
  return [
    { kind: 'owner', userId: form.owner.userId },
    { kind: 'templateGroup', groupId: form.templateGroupId },
    ...(form.programId ? [{ kind: 'program' as const, programId: form.programId }] : []),
  ];
}

const primaryKey = (scope: FormCountScope) => {
  const key = formCounterKey(scope);
  return { [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk };
};

/**
 * Adds `delta` (+1 on start, -1 on delete) to every counter of the form, one atomic ADD each, in parallel.
 * Counters are never tagged with a test id: they are shared by every request, and cleanup keeps them right by
 * counting the forms it removes out again.
 */
export async function countForm(form: Pick<FormRecord, 'owner' | 'templateGroupId' | 'programId'>, delta: 1 | -1): Promise<void> {
  await Promise.all(formCountScopes(form).map((scope) => writeCounter(scope, 'add', delta)));
}

/** Sets a counter to a known value (the recount after a repair, or data seeded straight into the store). */
export async function setFormCount(scope: FormCountScope, forms: number): Promise<void> {
  await writeCounter(scope, 'set', forms);
}

/** One UpdateItem of a scope's counter: adds `value` to the count or sets it to `value`. */
async function writeCounter(scope: FormCountScope, change: 'add' | 'set', value: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: primaryKey(scope),
      UpdateExpression: change === 'add' ? 'ADD #n :n SET #e = :e' : 'SET #n = :n, #e = :e',
      ExpressionAttributeNames: { '#n': 'forms', '#e': 'entity' },
      ExpressionAttributeValues: { ':n': value, ':e': entityName },
    }),
  );
}

/** The counts of the scopes, in their order (0 for a scope with no forms yet): one BatchGetItem (up to 100). */
export async function readFormCounts(scopes: readonly FormCountScope[]): Promise<number[]> {
  if (scopes.length === 0) return [];
  if (scopes.length > 100) throw new Error('readFormCounts reads at most 100 counters at once.');
  const keys = scopes.map(primaryKey);
  const found = new Map<string, number>();
  let request: Record<string, { Keys: Array<Record<string, unknown>> }> | undefined = { [tableName()]: { Keys: keys } };
  while (request && Object.keys(request).length > 0) {
    const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
    for (const item of result.Responses?.[tableName()] ?? []) found.set(String(item[tableLayout.partitionKey]), Number(item.forms ?? 0));
    request = result.UnprocessedKeys as typeof request;
  }
  // A counter taken below zero (a delete counted twice by a crash and a repair) reads as 0, never negative.
  return scopes.map((scope) => Math.max(0, found.get(formCounterKey(scope).pk) ?? 0));
}

/** The count of one scope: one GetItem's worth (a BatchGet of one key). */
export async function readFormCount(scope: FormCountScope): Promise<number> {
  const [count] = await readFormCounts([scope]);
  return count ?? 0;
}

/**
 * The counters that belong to removed template groups and programs (their own items' keys among `keys`): a
 * cleanup that removes a test's template group removes its count with it.
 */
export function formCounterKeysOfRemoved(keys: ReadonlyArray<{ pk: string; sk: string }>): Array<{ pk: string; sk: string }> {
  return keys.flatMap((key) => {
    if (key.sk === 'GROUP' && key.pk.startsWith('TGROUP#')) return [formCounterKey({ kind: 'templateGroup', groupId: key.pk.slice('TGROUP#'.length) })];
    if (key.sk === 'PROGRAM' && key.pk.startsWith('PROGRAM#')) return [formCounterKey({ kind: 'program', programId: key.pk.slice('PROGRAM#'.length) })];
    return [];
  });
}
