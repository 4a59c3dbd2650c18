import { defineEntity } from '../entity';

/** An action item on a user's home page. */
export interface ReminderRecord {
  id: string;
  userId: string;
  title: string;
  description?: string;
  link?: string;
  createdDate: string;
  completedDate?: string;
}

/** The sort-key prefix of a user's open reminders in the sparse open index. */
export const openReminderPrefix = 'REMINDER#';

export const reminderEntity = defineEntity<ReminderRecord, 'openByUser'>({
  name: 'Reminder',
  key: (r) => ({ pk: `USER#${r.userId}`, sk: `REMINDER#${r.createdDate}#${r.id}` }),
  indexes: {
    // Sparse: only open reminders are in it (completing one removes its keys), so Action Items is a key range.
    openByUser: {
      index: 'gsi1',
      key: (r) => (r.completedDate ? undefined : { pk: `OPENREMINDERS#${r.userId}`, sk: `${openReminderPrefix}${r.createdDate}#${r.id}` }),
    },
  },
});

/** A registration, permit or other item in a user's workspace (their forms are listed beside these). */
export interface WorkspaceItemRecord {
  id: string;
  ownerId: string;
  name: string;
  type: string;
  status?: string;
  statusDisplay?: string;
  startDate: string;
  link: string;
  label?: string;
}

/** The sort-key prefix of a user's workspace items in their owner partition. */
export const ownedWorkspaceItemPrefix = 'WORKSPACE#';

export const workspaceItemEntity = defineEntity<WorkspaceItemRecord, 'byOwner'>({
  name: 'WorkspaceItem',
  key: (w) => ({ pk: `WORKSPACE#${w.id}`, sk: 'ITEM' }),
  indexes: {
    // The owner partition forms share, under its own prefix (see formEntity's byOwner).
    byOwner: { index: 'gsi1', key: (w) => ({ pk: `OWNER#${w.ownerId}`, sk: `${ownedWorkspaceItemPrefix}${w.startDate}#${w.id}` }) },
  },
});

/** A campus store users may order from. */
export interface StoreRecord {
  id: string;
  name: string;
  campusCode: string;
}

export const storeEntity = defineEntity<StoreRecord, 'byCampus'>({
  name: 'Store',
  key: (s) => ({ pk: `STORE#${s.id}`, sk: 'STORE' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (s) => ({ pk: `CAMPUS#${s.campusCode}`, sk: `STORE#${s.name}#${s.id}` }) },
  },
});
