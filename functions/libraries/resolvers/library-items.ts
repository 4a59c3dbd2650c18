import { randomUUID } from 'node:crypto';
import { createLibraryItemInputSchema, deleteLibraryItemInputSchema, updateLibraryItemInputSchema } from '../../../schema/src/libraries/library-inputs';
import type { LibraryItemRecord } from '../../data/entities';
import { findLibraryItem, insertLibraryItem, removeLibraryItem, replaceLibraryItem, StaleLibraryItem } from '../../data/library-items-repository';
import { addToItemCount } from '../../data/library-repository';
import type { Caller } from '../../shared/caller';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { checkedValues, claimGuards, guardChanges, guardsOf, nameOf, releaseGuards } from '../item-values';
import { libraryFor } from '../library-access';
import { itemDetail } from '../library-views';
import { staleItem } from './stale';

/**
 * createLibraryItem (library editors): validated values, then the unique values' guards, then the item, then the
 * library's item counter (three kinds of write in that order: a crash leaves at worst a guard that is taken
 * over after its grace period, or a counter one short that a recount repairs).
 */
export async function createLibraryItem(caller: Caller, args: { input?: unknown }) {
  const { libraryId, values: input } = parseInput(createLibraryItemInputSchema, args.input);
  const library = await libraryFor(caller, libraryId, 'writeItems');
  const values = await checkedValues(library, input);
  const now = new Date().toISOString();
  const id = randomUUID();
  const guards = guardsOf(library, id, values, now);
  await claimGuards(guards, values);
  const record: LibraryItemRecord = { schemaId: libraryId, id, name: nameOf(library, values, id), values, version: 1, createdAt: now, updatedAt: now };
  try {
    await insertLibraryItem(record);
  } catch (error) {
    await releaseGuards(guards);
    throw error;
  }
  await addToItemCount(libraryId, 1);
  return itemDetail(record);
}

/** updateLibraryItem (library editors): new values if the item is still at expectedVersion; changed unique values re-guarded. */
export async function updateLibraryItem(caller: Caller, args: { input?: unknown }) {
  const { libraryId, itemId, expectedVersion, values: input } = parseInput(updateLibraryItemInputSchema, args.input);
  const library = await libraryFor(caller, libraryId, 'writeItems');
  const current = await findLibraryItem(libraryId, itemId, true);
  if (!current) throw notFound('Item', itemId);
  if (current.version !== expectedVersion) throw await staleItem(libraryId, itemId);
  const values = await checkedValues(library, input);
  const now = new Date().toISOString();
  const { added, dropped } = guardChanges(library, itemId, current.values, values, now);
  await claimGuards(added, values);
  let saved: LibraryItemRecord;
  try {
    saved = await replaceLibraryItem({ ...current, name: nameOf(library, values, itemId), values, updatedAt: now }, expectedVersion);
  } catch (error) {
    await releaseGuards(added);
    if (error instanceof StaleLibraryItem) throw await staleItem(libraryId, itemId);
    throw error;
  }
  await releaseGuards(dropped);
  return itemDetail(saved);
}

/** deleteLibraryItem (library editors): the item if still at expectedVersion, then its guards and one off the counter. */
export async function deleteLibraryItem(caller: Caller, args: { input?: unknown }) {
  const { libraryId, itemId, expectedVersion } = parseInput(deleteLibraryItemInputSchema, args.input);
  const library = await libraryFor(caller, libraryId, 'writeItems');
  let removed: LibraryItemRecord;
  try {
    removed = await removeLibraryItem(libraryId, itemId, expectedVersion);
  } catch (error) {
    if (error instanceof StaleLibraryItem) throw await staleItem(libraryId, itemId);
    throw error;
  }
  await releaseGuards(guardsOf(library, itemId, removed.values, removed.updatedAt));
  await addToItemCount(libraryId, -1);
  return { id: itemId, libraryId };
}
