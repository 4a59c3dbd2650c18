import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemEntity, reminderEntity, workspaceItemEntity, type FormRecord, type LibraryItemRecord } from '../../functions/data/entities';
import { readFormCounts, setFormCount } from '../../functions/data/form-counters';
import { createForm } from '../../functions/data/forms-repository';
import { searchItemsByName } from '../../functions/data/library-item-search';
import { findReminderById, remindersPage } from '../../functions/data/reminders-repository';
import { readOwnerTotals, setOwnerCount } from '../../functions/data/owner-counters';
import { recountEveryCounter } from '../../functions/data/recount-counters';
import { putItems, putRecord } from '../../functions/data/store';
import { startTestStore } from './support/local-store';

let store: Awaited<ReturnType<typeof startTestStore>>;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.stop());

const at = '2026-11-24T08:00:00.000Z';
const form = (id: string): FormRecord => ({
  id,
  name: 'Inspection',
  status: 'draft',
  templateId: 'tpl-1',
  templateGroupId: 'grp-recount',
  campusCode: '01',
  programId: 'prog-recount',
  owner: { userId: 'recounted', firstName: 'A', lastName: 'B', email: 'a@example.edu' },
  createdDate: at,
  updatedAt: at,
  statusEvents: [],
});

describe('recountEveryCounter (npm run recount:forms)', () => {
  it('sets every counter a crash left off from the items, and a counter of nothing to 0', async () => {
    await createForm(form('recount-1'));
    await createForm(form('recount-2'));
    await putRecord(workspaceItemEntity, { id: 'ws-recount', ownerId: 'recounted', name: 'Permit', type: 'Permit', startDate: at, link: '/workspace' });
    await putRecord(reminderEntity, { id: 'rem-open', userId: 'recounted', title: 'Open', createdDate: at });
    await putRecord(reminderEntity, { id: 'rem-done', userId: 'recounted', title: 'Done', createdDate: at, completedDate: at });
    // An open reminder stored before the open and by-id indexes existed: no keys of theirs.
    const { gsi1pk: _pk, gsi1sk: _sk, gsi2pk: _idPk, gsi2sk: _idSk, ...legacy } = reminderEntity.toItem({ id: 'rem-legacy', userId: 'recounted', title: 'Old', createdDate: at });
    await putItems([{ item: legacy, key: reminderEntity.key({ id: 'rem-legacy', userId: 'recounted', title: 'Old', createdDate: at }) }]);
    // What crashes between an item's write and its counter's leave behind:
    await setFormCount({ kind: 'owner', userId: 'recounted' }, 7);
    await setFormCount({ kind: 'templateGroup', groupId: 'grp-gone' }, 3);
    await setOwnerCount({ kind: 'openReminders', userId: 'recounted' }, 2);

    const repair = await recountEveryCounter();

    expect(repair.itemsRekeyed).toBe(1);
    expect(await readOwnerTotals('recounted')).toEqual({ forms: 2, workspaceItems: 1, openReminders: 2, closedReminders: 1 });
    expect((await remindersPage('recounted', 'open', { page: 1, size: 25 })).reminders.map((reminder) => reminder.id).sort()).toEqual(['rem-legacy', 'rem-open']);
    expect((await remindersPage('recounted', 'closed', { page: 1, size: 25 })).reminders.map((reminder) => reminder.id)).toEqual(['rem-done']);
    expect(await findReminderById('rem-legacy')).toMatchObject({ userId: 'recounted', title: 'Old' });
    expect(
      await readFormCounts([
        { kind: 'templateGroup', groupId: 'grp-recount' },
        { kind: 'program', programId: 'prog-recount' },
        { kind: 'templateGroup', groupId: 'grp-gone' },
      ]),
    ).toEqual([2, 2, 0]);
  });

  it('gives library items stored before the name-word keys those keys, so a word of their name finds them', async () => {
    const item: LibraryItemRecord = { schemaId: 'lib-recount', id: 'old-acid', name: 'Sulfuric acid', values: { name: 'Sulfuric acid' }, version: 1, createdAt: at, updatedAt: at };
    const { gsi2pk: _pk, gsi2sk: _sk, ...legacy } = libraryItemEntity.toItem(item);
    await putItems([{ item: legacy, key: libraryItemEntity.key(item) }]);
    const before = await searchItemsByName('lib-recount', { term: 'acid', want: 25 });

    const repair = await recountEveryCounter();

    expect(before.items).toEqual([]);
    expect(repair.itemsRekeyed).toBe(1);
    expect((await searchItemsByName('lib-recount', { term: 'acid', want: 25 })).items.map((found) => found.id)).toEqual(['old-acid']);
  });
});
