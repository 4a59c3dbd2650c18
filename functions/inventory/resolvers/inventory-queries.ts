import { z } from 'zod';
import { normalizePageRequest, pageOf } from '../../../schema/src/paging/page-request';
import { listOpenReminders, listOwnedItems, listStoresOfCampus, type OwnedItem } from '../../data/inventory-repository';
import type { Caller } from '../../shared/caller';
import { parseInput } from '../../shared/validate';

const pageArgs = z.object({ page: z.number().int().nullish(), size: z.number().int().nullish() });

/** Page sizes of these lists: the home page's five rows and the full lists' sizes. */
const listPageSizes = [25, 5, 50, 100] as const;

/** The caller's open action items, newest first, paged. */
export async function reminders(caller: Caller, args: unknown) {
  const { page, size } = parseInput(pageArgs, args);
  const request = normalizePageRequest(page, size, listPageSizes);
  const open = await listOpenReminders(caller.userId);
  return {
    docs: pageOf(open, request).map((reminder) => ({
      id: reminder.id,
      details: { title: reminder.title, description: reminder.description ?? null, link: reminder.link ?? null },
      createdDate: reminder.createdDate,
      completedDate: reminder.completedDate ?? null,
    })),
    meta: { ...request, total: open.length },
  };
}

export async function storesByUser(caller: Caller) {
  return (await listStoresOfCampus(caller.campusCode)).map((store) => ({ id: store.id, name: store.name }));
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

/** The caller's workspace: their registrations, permits and forms, newest start date first, paged. */
export async function inventoryItemsByUser(caller: Caller, args: unknown) {
  const { page, size } = parseInput(pageArgs, args);
  const request = normalizePageRequest(page, size, listPageSizes);
  const { items, total } = await listOwnedItems(caller.userId, request.page * request.size);
  return { docs: pageOf(items, request).map(workspaceItemView), meta: { ...request, total } };
}
