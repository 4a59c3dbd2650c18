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

export const reminderEntity = defineEntity<ReminderRecord>({
  name: 'Reminder',
  key: (r) => ({ pk: `USER#${r.userId}`, sk: `REMINDER#${r.createdDate}#${r.id}` }),
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

export const workspaceItemEntity = defineEntity<WorkspaceItemRecord, 'byOwner'>({
  name: 'WorkspaceItem',
  key: (w) => ({ pk: `WORKSPACE#${w.id}`, sk: 'ITEM' }),
  indexes: {
    byOwner: { index: 'gsi1', key: (w) => ({ pk: `OWNER#${w.ownerId}`, sk: `${w.startDate}#WORKSPACE#${w.id}` }) },
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
