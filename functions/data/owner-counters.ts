import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { closedDateOf, reminderEntity, workspaceItemEntity } from './entities';
import type { Key } from './entity';
import { formCounterKey } from './form-counters';
import { deleteItem } from './item-operations';
import { closedRemindersRange, openRemindersRange, ownedWorkspaceItemsRange } from './owner-ranges';
import { batchGetItems, countItems } from './store';
import { tableLayout } from './table-layout';

/**
 * How many workspace items and open reminders (Action Items) a person has, kept as counters like the form
 * counters (form-counters.ts) and for the same reason: a COUNT reads every item it counts. A workspace item
 * counts in on create and out on delete; a reminder counts in when it is put and out when it is completed or
 * deleted while open; a closed (completed or dismissed) one counts in the closed reminders instead. As with forms, the counter is written right after the item (the store has no
 * transactions): `npm run recount:forms` repairs one a crash left off by one.
 */
export type OwnerCountScope =
  | { kind: 'workspaceItems'; userId: string }
  | { kind: 'openReminders'; userId: string }
  | { kind: 'closedReminders'; userId: string };

const counterKinds: Record<OwnerCountScope['kind'], string> = { workspaceItems: 'WORKSPACE', openReminders: 'OPENREMINDERS', closedReminders: 'CLOSEDREMINDERS' };

const entityName = 'OwnerCounter';
const countAttribute = 'count';

/** The counter's item key: one item per person and kind, in its own partition. */
export function ownerCounterKey(scope: OwnerCountScope): { pk: string; sk: string } {
  return { pk: `COUNT#${counterKinds[scope.kind]}#${scope.userId}`, sk: 'COUNT' };
}

const primaryKey = (scope: OwnerCountScope) => {
  const key = ownerCounterKey(scope);
  return { [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk };
};

/** One UpdateItem of a counter: `ADD` a delta or `SET` a value. */
const writeCounter = (scope: OwnerCountScope, action: 'ADD' | 'SET', value: number) =>
  dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: primaryKey(scope),
      UpdateExpression: action === 'ADD' ? 'ADD #n :v SET #e = :e' : 'SET #n = :v, #e = :e',
      ExpressionAttributeNames: { '#n': countAttribute, '#e': 'entity' },
      ExpressionAttributeValues: { ':v': value, ':e': entityName },
    }),
  );

/** Adds `delta` to a counter in one atomic ADD. Never tagged with a test id: cleanup counts items out instead. */
export async function countOwnerItem(scope: OwnerCountScope, delta: number): Promise<void> {
  await writeCounter(scope, 'ADD', delta);
}

/** Sets a counter to a known value (a recount, or items seeded straight into the store). */
export async function setOwnerCount(scope: OwnerCountScope, count: number): Promise<void> {
  await writeCounter(scope, 'SET', count);
}

/** Everything a person owns, counted: their forms, workspace items, open and closed reminders. */
export interface OwnerTotals {
  forms: number;
  workspaceItems: number;
  openReminders: number;
  closedReminders: number;
}

/** A person's four totals in one BatchGetItem (0 for a counter not written yet, never below 0). */
export async function readOwnerTotals(userId: string): Promise<OwnerTotals> {
  const forms = formCounterKey({ kind: 'owner', userId });
  const workspace = ownerCounterKey({ kind: 'workspaceItems', userId });
  const open = ownerCounterKey({ kind: 'openReminders', userId });
  const closed = ownerCounterKey({ kind: 'closedReminders', userId });
  const items = await batchGetItems([forms, workspace, open, closed]);
  const valueOf = (pk: string, attribute: string) => Math.max(0, Number(items.find((item) => item[tableLayout.partitionKey] === pk)?.[attribute] ?? 0));
  return {
    forms: valueOf(forms.pk, 'forms'),
    workspaceItems: valueOf(workspace.pk, countAttribute),
    openReminders: valueOf(open.pk, countAttribute),
    closedReminders: valueOf(closed.pk, countAttribute),
  };
}

const mayBeCounted = (key: Key) => (key.pk.startsWith('USER#') && key.sk.startsWith('REMINDER#')) || (key.pk.startsWith('WORKSPACE#') && key.sk === 'ITEM');

/**
 * Removes the reminders and workspace items among `keys` one by one, counting out each that was counted (an
 * open reminder, a workspace item); only the delete that removed an item counts it out. Other keys are left.
 */
export async function deleteCountedOwnerItems(keys: readonly Key[]): Promise<void> {
  for (const key of keys.filter(mayBeCounted)) {
    const removed = await deleteItem(key);
    if (removed?.entity === reminderEntity.name) {
      const kind = closedDateOf(reminderEntity.fromItem(removed)) ? 'closedReminders' : 'openReminders';
      await countOwnerItem({ kind, userId: String(removed.userId) }, -1);
    }
    if (removed?.entity === workspaceItemEntity.name) await countOwnerItem({ kind: 'workspaceItems', userId: String(removed.ownerId) }, -1);
  }
}

/**
 * Sets one person's workspace and reminder counters from their items (three COUNT queries): for seeding and
 * repairs, never a request's path.
 */
export async function recountOwnerItems(userId: string): Promise<void> {
  const count = (range: ReturnType<typeof openRemindersRange>) => countItems({ index: range.index, pk: range.pk, skBeginsWith: range.prefix });
  const [workspaceItems, openReminders, closedReminders] = await Promise.all([
    count(ownedWorkspaceItemsRange(userId)),
    count(openRemindersRange(userId)),
    count(closedRemindersRange(userId)),
  ]);
  await Promise.all([
    setOwnerCount({ kind: 'workspaceItems', userId }, workspaceItems),
    setOwnerCount({ kind: 'openReminders', userId }, openReminders),
    setOwnerCount({ kind: 'closedReminders', userId }, closedReminders),
  ]);
}
