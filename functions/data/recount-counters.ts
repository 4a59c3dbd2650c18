import { closedDateOf, formEntity, libraryEntity, libraryItemEntity, reminderEntity, workspaceItemEntity } from './entities';
import type { DynamoItem, Entity } from './entity';
import { formCountScopes, formCounterKey, setFormCount, type FormCountScope } from './form-counters';
import { scanItems } from './item-operations';
import { aggregateRebuild } from './recount-aggregates';
import { updateExistingRecord } from './store';
import { indexKeyAttributes, tableLayout } from './table-layout';
import { ownerCounterKey, setOwnerCount, type OwnerCountScope } from './owner-counters';

/**
 * The repair of every counter (forms per owner, template group and program; workspace items and open reminders
 * per person) and of the metric aggregates (recount-aggregates.ts) after a crash left one off: a Scan of the whole table counts the items, then each counter is set,
 * those that count nothing any more to 0. For an operator (`npm run recount:forms`), never a request's path.
 * Writes made while it scans can be off by one again: run it when the platform is quiet.
 */

type Scope = { form: FormCountScope } | { owner: OwnerCountScope };

const keyOf = (scope: Scope) => ('form' in scope ? formCounterKey(scope.form).pk : ownerCounterKey(scope.owner).pk);

/** The scopes one item counts in. */
function scopesOf(item: DynamoItem): Scope[] {
  if (item.entity === formEntity.name) return formCountScopes(formEntity.fromItem(item)).map((form) => ({ form }));
  if (item.entity === workspaceItemEntity.name) return [{ owner: { kind: 'workspaceItems', userId: String(item.ownerId) } }];
  if (item.entity === reminderEntity.name) return [{ owner: { kind: closedDateOf(reminderEntity.fromItem(item)) ? 'closedReminders' : 'openReminders', userId: String(item.userId) } }];
  return [];
}

/** The scope a counter item keeps, read back from its key (so a counter of nothing is set to 0). */
function scopeOfCounter(item: DynamoItem): Scope | undefined {
  const pk = String(item.pk);
  const [, kind, ...rest] = pk.split('#');
  const id = rest.join('#');
  if (item.entity === 'FormCounter' && pk.startsWith('FORMCOUNT#')) {
    if (kind === 'OWNER') return { form: { kind: 'owner', userId: id } };
    if (kind === 'TGROUP') return { form: { kind: 'templateGroup', groupId: id } };
    if (kind === 'PROGRAM') return { form: { kind: 'program', programId: id } };
  }
  if (item.entity === 'OwnerCounter' && pk.startsWith('COUNT#')) {
    if (kind === 'WORKSPACE') return { owner: { kind: 'workspaceItems', userId: id } };
    if (kind === 'OPENREMINDERS') return { owner: { kind: 'openReminders', userId: id } };
    if (kind === 'CLOSEDREMINDERS') return { owner: { kind: 'closedReminders', userId: id } };
  }
  return undefined;
}

// Their records are only read back and written again here: the record types do not matter.
const ownedEntities = [formEntity, workspaceItemEntity, reminderEntity, libraryEntity, libraryItemEntity] as unknown as ReadonlyArray<Entity<DynamoItem>>;

/**
 * Brings an owned item's index keys up to the current layout when it was stored before it (forms and workspace
 * items before their sort-key prefixes, open reminders before their index, reminders before their closed and
 * by-id indexes, libraries before their status and type lists, library items before their name-word keys):
 * answers whether it did.
 */
async function rekeyOwnedItem(item: DynamoItem): Promise<boolean> {
  const entity = ownedEntities.find((candidate) => candidate.name === item.entity);
  if (!entity) return false;
  const fresh = entity.toItem(entity.fromItem(item));
  const set: DynamoItem = {};
  const remove: string[] = [];
  for (const { name } of tableLayout.indexes) {
    if (name === 'byTestId') continue;
    for (const attribute of Object.values(indexKeyAttributes(name))) {
      if (fresh[attribute] === item[attribute]) continue;
      if (fresh[attribute] === undefined) remove.push(attribute);
      else set[attribute] = fresh[attribute];
    }
  }
  if (!remove.length && !Object.keys(set).length) return false;
  await updateExistingRecord(entity, { pk: String(item.pk), sk: String(item.sk) }, { set, remove });
  return true;
}

/**
 * Counts every scope from the items, then sets every counter; rewrites the list keys of owned items stored
 * before the current layout on the way. Answers how many items it read, rekeyed and counters it set.
 */
export async function recountEveryCounter(): Promise<{ itemsRead: number; itemsRekeyed: number; countersSet: number; aggregatesSet: number }> {
  const aggregates = aggregateRebuild();
  const counts = new Map<string, { scope: Scope; count: number }>();
  const tally = (scope: Scope, add: number) => {
    const entry = counts.get(keyOf(scope)) ?? { scope, count: 0 };
    entry.count += add;
    counts.set(keyOf(scope), entry);
  };
  let itemsRead = 0;
  let itemsRekeyed = 0;
  let cursor: string | undefined;
  do {
    const page = await scanItems({ cursor, consistent: true });
    itemsRead += page.items.length;
    for (const item of page.items) {
      for (const scope of scopesOf(item)) tally(scope, 1);
      aggregates.see(item);
      if (await rekeyOwnedItem(item)) itemsRekeyed += 1;
      const kept = scopeOfCounter(item);
      if (kept) tally(kept, 0);
    }
    cursor = page.cursor;
  } while (cursor);
  for (const { scope, count } of counts.values()) {
    if ('form' in scope) await setFormCount(scope.form, count);
    else await setOwnerCount(scope.owner, count);
  }
  return { itemsRead, itemsRekeyed, countersSet: counts.size, aggregatesSet: await aggregates.write() };
}
