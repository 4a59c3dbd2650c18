import type { Entity } from './entity';
import { deleteItem } from './item-operations';
import { ConditionFailed, getRecord, saveRecord } from './store';

/**
 * Guard items: one item per unique thing (a role name at a node, a library field's value), written with
 * attribute_not_exists before what it guards, so of two claims at once exactly one wins. The store has no
 * transactions, so a guard whose holder is not live (gone, or no longer holding the thing) and older than the
 * grace period is taken over, conditionally on that holder: a crash between the two writes never blocks it for good.
 */

/** A guard item: who holds it (the `holder` attribute) and since when. */
type Guard = { claimedAt: string };

/** How one kind of guard is stored and checked. */
export interface GuardKind<G extends Guard> {
  entity: Entity<G>;
  /** The attribute naming the holder (a role id, an item id). */
  holder: keyof G & string;
  /** Whether a holder found in the guard still holds it. */
  isLive: (guard: G) => Promise<boolean>;
  /** How long a guard whose holder is not live still counts as held. */
  graceMs: number;
}

const holderCondition = <G extends Guard>(kind: GuardKind<G>, guard: G) => ({
  expression: '#c_holder = :c_holder',
  names: { '#c_holder': kind.holder },
  values: { ':c_holder': guard[kind.holder] },
});

/**
 * Takes a guard with one conditional write. Answers true when the claimant holds it (also when it held it
 * already: retries are safe), false when another live holder does.
 */
export async function claimGuard<G extends Guard>(kind: GuardKind<G>, claim: G, attempts = 3): Promise<boolean> {
  try {
    await saveRecord(kind.entity, claim, { mustNotExist: true });
    return true;
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
  const holder = await getRecord(kind.entity, kind.entity.key(claim), true);
  // Released between our write and our read: try again (a few times, then count it as taken).
  if (!holder) return attempts > 1 ? claimGuard(kind, claim, attempts - 1) : false;
  if (holder[kind.holder] === claim[kind.holder]) return true;
  if (Date.now() - Date.parse(holder.claimedAt) < kind.graceMs || (await kind.isLive(holder))) return false;
  try {
    await saveRecord(kind.entity, claim, { condition: holderCondition(kind, holder) });
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
}

/** Releases a guard if its holder still holds it. */
export async function releaseGuard<G extends Guard>(kind: GuardKind<G>, guard: G): Promise<void> {
  try {
    await deleteItem(kind.entity.key(guard), { condition: holderCondition(kind, guard) });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}
