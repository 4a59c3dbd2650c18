import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contributionDelta, type ContributingForm, type Counts } from '../../schema/src/metrics/form-contribution';
import { dynamo, tableName } from './client';
import type { FormRecord } from './entities';
import { tableLayout } from './table-layout';

/**
 * The metric aggregates: per template group and per program, one item of named counts (forms by status, by
 * workflow version and status, started per week and month, closed stays, halts in ERROR, choice answers as
 * counted at the last move). Every form write that changes what a form contributes adds the difference with one
 * atomic ADD per item (schema/src/metrics/form-contribution.ts), so metrics read one item instead of the forms.
 * Like the form counters, the store has no transactions (dynalite implements none): the ADD is written right
 * after the form's own conditional write, and `npm run recount:forms` rebuilds every aggregate from the forms.
 */
export type AggregateScope = { kind: 'templateGroup'; groupId: string } | { kind: 'program'; programId: string };

const entityName = 'MetricAggregate';

/** The aggregate's item key: one item per scope, in its own partition. */
export function aggregateKey(scope: AggregateScope): { pk: string; sk: string } {
  return { pk: scope.kind === 'templateGroup' ? `METRICAGG#TGROUP#${scope.groupId}` : `METRICAGG#PROGRAM#${scope.programId}`, sk: 'AGG' };
}

/** The scope an aggregate item keeps, read back from its key. */
export function aggregateScopeOfKey(pk: string): AggregateScope | undefined {
  if (pk.startsWith('METRICAGG#TGROUP#')) return { kind: 'templateGroup', groupId: pk.slice('METRICAGG#TGROUP#'.length) };
  if (pk.startsWith('METRICAGG#PROGRAM#')) return { kind: 'program', programId: pk.slice('METRICAGG#PROGRAM#'.length) };
  return undefined;
}

/** The aggregates a form counts in: its template group's, and its program's when it has one. */
export function aggregateScopesOf(form: Pick<FormRecord, 'templateGroupId' | 'programId'>): AggregateScope[] {
  return [{ kind: 'templateGroup', groupId: form.templateGroupId }, ...(form.programId ? [{ kind: 'program' as const, programId: form.programId }] : [])];
}

const primaryKey = (scope: AggregateScope) => {
  const key = aggregateKey(scope);
  return { [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk };
};

/** Counts per UpdateItem: keeps the expression far below DynamoDB's 4 KB limit on expressions. */
const countsPerWrite = 100;

/** One atomic ADD of `counts` to an aggregate item (creating it on first use). */
async function addCounts(scope: AggregateScope, counts: ReadonlyArray<[string, number]>): Promise<void> {
  const names: Record<string, string> = { '#entity': 'entity' };
  const values: Record<string, unknown> = { ':entity': entityName };
  const adds = counts.map(([key, value], index) => {
    names[`#c${index}`] = key;
    values[`:c${index}`] = value;
    return `#c${index} :c${index}`;
  });
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: primaryKey(scope),
      UpdateExpression: `ADD ${adds.join(', ')} SET #entity = :entity`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Adds counts to every scope (one UpdateItem per scope and 100 counts, in parallel); nothing when empty. */
export async function addToAggregates(scopes: readonly AggregateScope[], delta: Counts): Promise<void> {
  const entries = Object.entries(delta);
  if (entries.length === 0) return;
  const chunks = Array.from({ length: Math.ceil(entries.length / countsPerWrite) }, (_, index) => entries.slice(index * countsPerWrite, (index + 1) * countsPerWrite));
  await Promise.all(scopes.flatMap((scope) => chunks.map((chunk) => addCounts(scope, chunk))));
}

type AggregatedForm = ContributingForm & Pick<FormRecord, 'templateGroupId' | 'programId'>;

/**
 * Counts a form's change into its aggregates: `before` absent for a new form, `after` absent for a removed one.
 * A form never changes group or program, so both count in the same scopes.
 */
export async function aggregateFormChange(before: AggregatedForm | undefined, after: AggregatedForm | undefined): Promise<void> {
  const form = after ?? before;
  if (!form) return;
  await addToAggregates(aggregateScopesOf(form), contributionDelta(before, after));
}

/** An aggregate's counts (empty when no form ever counted in it): one GetItem. */
export async function readAggregate(scope: AggregateScope): Promise<Counts> {
  const result = await dynamo().send(new GetCommand({ TableName: tableName(), Key: primaryKey(scope) }));
  return countsOfItem(result.Item ?? {});
}

/** The numeric attributes of an aggregate item: its counts. */
export function countsOfItem(item: Record<string, unknown>): Counts {
  return Object.fromEntries(Object.entries(item).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

/** Replaces an aggregate with known counts (a rebuild, or data seeded straight into the store). */
export async function setAggregate(scope: AggregateScope, counts: Counts): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...primaryKey(scope), entity: entityName, ...counts } }));
}

/**
 * Takes out of the program aggregates the counts named after removed workflow versions (`v:{versionId}:{status}`)
 * once they count nothing: a test cleanup that removes a suite's template leaves its program's aggregate as it found
 * it. Each name goes only while it is still zero (a conditional REMOVE), so a concurrent count is never lost.
 */
export async function pruneRemovedVersions(programIds: Iterable<string>, removedIds: ReadonlySet<string>): Promise<void> {
  for (const programId of new Set(programIds)) {
    const scope: AggregateScope = { kind: 'program', programId };
    const counts = await readAggregate(scope);
    const stale = Object.keys(counts).filter((name) => name.startsWith('v:') && removedIds.has(name.split(':')[1] ?? '') && counts[name] === 0);
    for (const name of stale) {
      await dynamo()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: primaryKey(scope),
            UpdateExpression: 'REMOVE #count',
            ConditionExpression: '#count = :zero',
            ExpressionAttributeNames: { '#count': name },
            ExpressionAttributeValues: { ':zero': 0 },
          }),
        )
        .catch((error: unknown) => {
          // Counted again meanwhile: the name is in use and stays.
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        });
    }
  }
}

/** The aggregates of removed template groups and programs (their own items' keys among `keys`): cleanup removes them too. */
export function aggregateKeysOfRemoved(keys: ReadonlyArray<{ pk: string; sk: string }>): Array<{ pk: string; sk: string }> {
  return keys.flatMap((key) => {
    if (key.sk === 'GROUP' && key.pk.startsWith('TGROUP#')) return [aggregateKey({ kind: 'templateGroup', groupId: key.pk.slice('TGROUP#'.length) })];
    if (key.sk === 'PROGRAM' && key.pk.startsWith('PROGRAM#')) return [aggregateKey({ kind: 'program', programId: key.pk.slice('PROGRAM#'.length) })];
    return [];
  });
}
