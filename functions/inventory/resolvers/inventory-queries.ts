import { z } from 'zod';
import { idSchema } from '../../../schema/src/inputs/forms';
import { cursorArgSchema } from '../../../schema/src/paging/list-cursor';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { listStoresOfCampus, workspacePage, type OwnedItem, type WorkspacePosition } from '../../data/inventory-repository';
import { isInRange, rangePositionSchema, type KeyRange } from '../../data/key-range-pages';
import { readOwnerTotals } from '../../data/owner-counters';
import { ownedFormsRange, ownedWorkspaceItemsRange } from '../../data/owner-ranges';
import { userActedFor } from '../../authz/acting-for';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';

const pageArgs = z.object({ userId: idSchema.nullish(), page: z.number().int().nullish(), size: z.number().int().nullish(), cursor: cursorArgSchema });

/** storesByUser(userId, inventoryId): both optional (Home's variables). */
const storesArgs = z.object({ userId: idSchema.nullish(), inventoryId: idSchema.nullish() });

/** Page sizes of these lists: the home page's five rows and the full lists' sizes. */
const listPageSizes = [25, 5, 50, 100] as const;

/**
 * storesByUser: the stores of the caller's campus (or of userId's, for that campus's administrators), with their
 * full fields (absent ones as null or empty lists); only those of inventoryId when it is given.
 */
export async function storesByUser(caller: Caller, args: unknown) {
  const { userId, inventoryId } = parseInput(storesArgs, args ?? {});
  const person = await userActedFor(caller, userId);
  const stores = await listStoresOfCampus(person.campusCode);
  return stores.filter((store) => !inventoryId || store.inventoryId === inventoryId).map((store) => ({
    id: store.id,
    name: store.name,
    address: store.address ? { street: store.address.street, city: store.address.city, state: store.address.state ?? null, postalCode: store.address.postalCode ?? null } : null,
    hours: store.hours ?? null,
    catalogs: (store.catalogs ?? []).map((catalog) => ({ id: catalog.id, name: catalog.name, url: catalog.url ?? null })),
    fundFields: store.fundFields ?? [],
    salesTax: store.salesTax ?? null,
    inventoryId: store.inventoryId ?? null,
  }));
}

function workspaceItemView(owned: OwnedItem) {
  if (owned.kind === 'workspace') {
    const { item } = owned;
    return {
      id: item.id,
      name: item.name,
      type: item.type,
      status: item.status ?? null,
      statusDisplay: item.statusDisplay ?? null,
      startDate: item.startDate,
      link: item.link,
      label: item.label ?? null,
      owner: null,
    };
  }
  const { form } = owned;
  return {
    id: form.id,
    name: form.name,
    type: 'Form',
    status: form.status,
    statusDisplay: null,
    startDate: form.createdDate,
    link: `/form/${form.id}`,
    label: form.autoId ?? null,
    owner: form.owner,
  };
}

const sourcePositionSchema = z.union([z.literal('start'), z.literal('end'), rangePositionSchema]);
const workspacePositionSchema = z.object({ forms: sourcePositionSchema, items: sourcePositionSchema }).strict();
const inSource = (range: KeyRange, position: z.infer<typeof sourcePositionSchema>) => typeof position === 'string' || isInRange(range, position);

/**
 * The caller's workspace: their registrations, permits and forms, newest start date first, one page: one Query
 * of each of the two ranges and the counters' read, whatever their number.
 */
export async function inventoryItemsByUser(caller: Caller, args: unknown) {
  const input = parseInput(pageArgs, args ?? {});
  const { page, size, cursor } = input;
  const { userId } = await userActedFor(caller, input.userId);
  const request = normalizePageRequest(page, size, listPageSizes);
  const scope = { list: 'inventoryItemsByUser', scope: userId };
  const after: WorkspacePosition | undefined = positionOfCursor(
    cursor,
    scope,
    workspacePositionSchema,
    (position) => inSource(ownedFormsRange(userId), position.forms) && inSource(ownedWorkspaceItemsRange(userId), position.items),
  );
  const [found, totals] = await Promise.all([workspacePage(userId, request, after), readOwnerTotals(userId)]);
  return { docs: found.items.map(workspaceItemView), meta: { ...request, total: totals.forms + totals.workspaceItems, nextCursor: nextCursorOf(scope, found.next) } };
}
