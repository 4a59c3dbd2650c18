import {
  formEntity,
  reminderEntity,
  storeEntity,
  workspaceItemEntity,
  type FormRecord,
  type ReminderRecord,
  type StoreRecord,
  type WorkspaceItemRecord,
} from './entities';
import { countItems, queryItems, queryRecords } from './store';

/** How many of a user's reminders are read for one listing. */
const reminderScanLimit = 1000;

/** A user's open reminders (not completed), newest first. */
export async function listOpenReminders(userId: string): Promise<ReminderRecord[]> {
  const page = await queryRecords(reminderEntity, {
    pk: `USER#${userId}`,
    skBeginsWith: 'REMINDER#',
    descending: true,
    limit: reminderScanLimit,
  });
  return page.items.filter((reminder) => !reminder.completedDate);
}

export async function listStoresOfCampus(campusCode: string): Promise<StoreRecord[]> {
  return (await queryRecords(storeEntity, { index: 'gsi1', pk: `CAMPUS#${campusCode}`, skBeginsWith: 'STORE#', limit: 200 })).items;
}

/** What a user owns, newest first: their forms and their workspace items share one index partition. */
export type OwnedItem = { kind: 'form'; form: FormRecord } | { kind: 'workspace'; item: WorkspaceItemRecord };

/** The first `count` owned items, newest first, and how many there are in all. */
export async function listOwnedItems(userId: string, count: number): Promise<{ items: OwnedItem[]; total: number }> {
  const items: OwnedItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryItems({ index: 'gsi1', pk: `OWNER#${userId}`, descending: true, limit: count, cursor });
    for (const item of page.items) {
      if (item.entity === formEntity.name) items.push({ kind: 'form', form: formEntity.fromItem(item) });
      if (item.entity === workspaceItemEntity.name) items.push({ kind: 'workspace', item: workspaceItemEntity.fromItem(item) });
    }
    cursor = page.cursor;
  } while (cursor && items.length < count);
  const total = await countItems({ index: 'gsi1', pk: `OWNER#${userId}` });
  return { items: items.slice(0, count), total };
}
