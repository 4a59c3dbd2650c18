import { randomUUID } from 'node:crypto';
import { addContainerInputSchema, adjustContainerInputSchema, disposeContainerInputSchema, moveContainerInputSchema } from '../../../schema/src/inventory/container-inputs';
import { adjustedContainer, disposedContainer, movedContainer, newContainer, type ChangeContext, type Container } from '../../../schema/src/inventory/container-model';
import { findLibraryItem } from '../../data/library-items-repository';
import {
  addToContainerCount,
  findContainer,
  insertContainer,
  replaceContainer,
  saveHistoryEntry,
  StaleContainer,
} from '../../data/inventory-containers-repository';
import { libraryFor } from '../../libraries/library-access';
import type { Caller } from '../../shared/caller';
import { badUserInput, conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { containerView } from '../container-views';
import { inventoryFor } from '../inventory-access';

const contextOf = (caller: Caller, note: string | null): ChangeContext => ({
  by: { userId: caller.userId, firstName: caller.firstName, lastName: caller.lastName, email: caller.email },
  at: new Date().toISOString(),
  note,
});

/** The history item of a container's latest change (an upsert keyed by version: a retry is harmless). */
const recordHistory = (container: Container) => saveHistoryEntry({ ...container.lastChange, inventoryId: container.inventoryId, containerId: container.id });

/** The chemical a container may hold: an item of a published CHEMICAL or PESTICIDE library the caller may read. */
async function chemicalOf(caller: Caller, libraryId: string, itemId: string) {
  const library = await libraryFor(caller, libraryId, 'read');
  if (library.status !== 'PUBLISHED' || !library.libraryType) {
    throw badUserInput(`Library ${library.objectName} is not a published chemical library.`, { field: 'libraryId' });
  }
  const item = await findLibraryItem(libraryId, itemId);
  if (!item) throw notFound('Item', itemId);
  return { libraryId, itemId, name: item.name };
}

/**
 * addInventoryContainer (can_manage): the container at version 1, its ADDED history item, then one more on the
 * inventory's counter (a crash before the counter leaves it one short, which a recount repairs).
 */
export async function addInventoryContainer(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(addContainerInputSchema, args.input);
  await inventoryFor(caller, input.inventoryId, 'manage');
  const chemical = await chemicalOf(caller, input.libraryId, input.itemId);
  const container = newContainer(
    { inventoryId: input.inventoryId, id: randomUUID(), chemical, quantity: input.quantity, unit: input.unit, location: input.location, barcode: input.barcode },
    contextOf(caller, null),
  );
  await insertContainer(container);
  await recordHistory(container);
  await addToContainerCount(input.inventoryId, 1);
  return containerView(container);
}

/** CONFLICT carrying the container as it is now (NOT_FOUND when it is gone). */
async function staleContainer(inventoryId: string, containerId: string) {
  const current = await findContainer(inventoryId, containerId, true);
  if (!current) return notFound('Container', containerId);
  const why = current.status === 'DISPOSED' ? 'was disposed of' : 'was changed by someone else';
  return conflict(`Container ${containerId} ${why}: review the current one and try again.`, { current: containerView(current) });
}

/** One change of an active container still at expectedVersion: the container's conditional write, then its history item. */
async function changeContainer(
  caller: Caller,
  ref: { inventoryId: string; containerId: string; expectedVersion: number; note: string | null },
  apply: (container: Container, context: ChangeContext) => Container,
): Promise<Container> {
  await inventoryFor(caller, ref.inventoryId, 'manage');
  const current = await findContainer(ref.inventoryId, ref.containerId, true);
  if (!current) throw notFound('Container', ref.containerId);
  if (current.version !== ref.expectedVersion || current.status !== 'ACTIVE') throw await staleContainer(ref.inventoryId, ref.containerId);
  let saved: Container;
  try {
    saved = await replaceContainer(apply(current, contextOf(caller, ref.note)), ref.expectedVersion);
  } catch (error) {
    if (error instanceof StaleContainer) throw await staleContainer(ref.inventoryId, ref.containerId);
    throw error;
  }
  await recordHistory(saved);
  return saved;
}

/** moveInventoryContainer (can_manage): a new building, floor and room. */
export async function moveInventoryContainer(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(moveContainerInputSchema, args.input);
  return containerView(await changeContainer(caller, input, (container, context) => movedContainer(container, input.location, context)));
}

/** adjustInventoryContainer (can_manage): a new quantity, in the container's unit. */
export async function adjustInventoryContainer(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(adjustContainerInputSchema, args.input);
  return containerView(await changeContainer(caller, input, (container, context) => adjustedContainer(container, input.quantity, context)));
}

/** disposeInventoryContainer (can_manage): out of the active list and one off the counter; the history stays. */
export async function disposeInventoryContainer(caller: Caller, args: { input?: unknown }) {
  const input = parseInput(disposeContainerInputSchema, args.input);
  const disposed = await changeContainer(caller, input, disposedContainer);
  await addToContainerCount(input.inventoryId, -1);
  return containerView(disposed);
}
