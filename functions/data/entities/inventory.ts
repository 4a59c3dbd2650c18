import type { ReminderType } from '../../../schema/src/reminders/reminder-fields';
import { defineEntity } from '../entity';

/** An action item on a user's home page. */
export interface ReminderRecord {
  id: string;
  userId: string;
  title: string;
  description?: string;
  link?: string;
  /** A short tag the lists show beside the title ("Training", "Inspection"). */
  label?: string;
  /** What made it; when absent it is read from what it points at (schema/src/reminders/reminder-fields.ts). */
  type?: ReminderType;
  /** The readable id of the form it points at (a to-do sent for a form), so the list can name which one. */
  formAutoId?: string;
  /** The task it stands for (an assignment's action item): dismissing it ignores the task, reopening resumes it. */
  taskId?: string;
  createdDate: string;
  /** When its user (or the workflow moving on) marked it done. */
  completedDate?: string;
  /** When its user put it away without doing it. */
  dismissedDate?: string;
}

/** The sort-key prefix of a user's open reminders in the sparse open index. */
export const openReminderPrefix = 'REMINDER#';

/** The sort-key prefix of a user's closed (completed or dismissed) reminders in the sparse closed index. */
export const closedReminderPrefix = 'CLOSED#';

/** When a reminder left its user's open list, or undefined while it is open. */
export const closedDateOf = (r: Pick<ReminderRecord, 'completedDate' | 'dismissedDate'>) => r.completedDate ?? r.dismissedDate;

export const reminderEntity = defineEntity<ReminderRecord, 'openByUser' | 'closedByUser' | 'byId'>({
  name: 'Reminder',
  key: (r) => ({ pk: `USER#${r.userId}`, sk: `REMINDER#${r.createdDate}#${r.id}` }),
  indexes: {
    // Sparse: only open reminders are in it (completing one removes its keys), so Action Items is a key range.
    openByUser: {
      index: 'gsi1',
      key: (r) => (closedDateOf(r) ? undefined : { pk: `OPENREMINDERS#${r.userId}`, sk: `${openReminderPrefix}${r.createdDate}#${r.id}` }),
    },
    // Sparse likewise: the completed and dismissed ones, the last closed first ("Show completed").
    closedByUser: {
      index: 'gsi3',
      key: (r) => {
        const closed = closedDateOf(r);
        return closed ? { pk: `CLOSEDREMINDERS#${r.userId}`, sk: `${closedReminderPrefix}${closed}#${r.id}` } : undefined;
      },
    },
    // A reminder by its id alone (what completeReminder is given); its user is checked against the caller.
    byId: { index: 'gsi2', key: (r) => ({ pk: `REMINDERID#${r.id}`, sk: 'REMINDER' }) },
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

/** A store's street address. */
export interface StoreAddressRecord {
  street: string;
  city: string;
  state?: string;
  postalCode?: string;
}

/** A catalog a store's orders are placed from. */
export interface StoreCatalogRecord {
  id: string;
  name: string;
  url?: string;
}

/** A fund (chart of accounts) field an order must carry. */
export interface StoreFundFieldRecord {
  key: string;
  label: string;
  required: boolean;
}

/** A campus store users may order from; the fields past campusCode are optional (older stores have none). */
export interface StoreRecord {
  id: string;
  name: string;
  campusCode: string;
  address?: StoreAddressRecord;
  hours?: string;
  catalogs?: StoreCatalogRecord[];
  fundFields?: StoreFundFieldRecord[];
  /** Percent: 8.75 is 8.75 %. */
  salesTax?: number;
  /** The inventory the store stocks from. */
  inventoryId?: string;
}

export const storeEntity = defineEntity<StoreRecord, 'byCampus'>({
  name: 'Store',
  key: (s) => ({ pk: `STORE#${s.id}`, sk: 'STORE' }),
  indexes: {
    byCampus: { index: 'gsi1', key: (s) => ({ pk: `CAMPUS#${s.campusCode}`, sk: `STORE#${s.name}#${s.id}` }) },
  },
});
