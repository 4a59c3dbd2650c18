import { accessArgsSchema, containersArgsSchema, historyArgsSchema } from '../../../schema/src/inventory/container-inputs';
import { historyWithLatest } from '../../../schema/src/inventory/container-model';
import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { findContainer, findInventory, ForeignContainerCursor, pageContainers, pageHistory } from '../../data/inventory-containers-repository';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { containerView, historyView, inventoryView } from '../container-views';
import { inventoryFor, inventoryPermissions } from '../inventory-access';

async function withCursorCheck<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ForeignContainerCursor) throw badUserInput(error.message, { field: 'cursor' });
    throw error;
  }
}

/** inventory: an inventory its viewers may open, with whether the caller may change it. */
export async function inventory(caller: Caller, args: unknown) {
  const { id } = parseInput(z.object({ id: idSchema }), args);
  const found = await inventoryFor(caller, id, 'view');
  const { canManage } = await inventoryPermissions(caller, id);
  return inventoryView(found, canManage);
}

/** inventoryContainers: a page of active (or disposed) containers by chemical name; the total is the counter. */
export async function inventoryContainers(caller: Caller, args: unknown) {
  const { inventoryId, search, disposed, size, cursor } = parseInput(containersArgsSchema, args);
  const found = await inventoryFor(caller, inventoryId, 'view');
  const page = await withCursorCheck(() => pageContainers(inventoryId, { disposed, namePrefix: search, limit: size, cursor: cursor ?? null }));
  return {
    items: page.items.map(containerView),
    total: search || disposed ? null : Math.max(0, found.containerCount),
    nextCursor: page.cursor ?? null,
  };
}

/** inventoryContainerHistory: a container's changes, newest first (its viewers). */
export async function inventoryContainerHistory(caller: Caller, args: unknown) {
  const { inventoryId, containerId, size, cursor } = parseInput(historyArgsSchema, args);
  await inventoryFor(caller, inventoryId, 'view');
  const container = await findContainer(inventoryId, containerId);
  if (!container) throw notFound('Container', containerId);
  const page = await withCursorCheck(() => pageHistory(inventoryId, containerId, { limit: size, cursor: cursor ?? null }));
  return { items: historyWithLatest(page.items, container.lastChange, !cursor).map(historyView), nextCursor: page.cursor ?? null };
}

/** hasAccessToInventory: true or false, never an error, so a probe learns nothing of inventories it may not see. */
export async function hasAccessToInventory(caller: Caller, args: unknown) {
  const { accessType, inventoryId } = parseInput(accessArgsSchema, args);
  if (!(await findInventory(inventoryId))) return false;
  const { canView, canManage } = await inventoryPermissions(caller, inventoryId);
  return accessType === 'MANAGE' ? canManage : canView;
}
