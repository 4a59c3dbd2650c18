import { closedDateOf, reminderEntity, type ReminderRecord } from './entities';
import type { DynamoItem } from './entity';
import { readRequestedPage, type RangePosition } from './key-range-pages';
import { countOwnerItem } from './owner-counters';
import { closedRemindersRange, openRemindersRange } from './owner-ranges';
import { ConditionFailed, insertRecord, queryRecords, updateExistingRecord } from './store';
import { indexKeyAttributes } from './table-layout';

/**
 * The storage of action items (reminders) as their user closes and reopens them. Each change is one
 * conditional UpdateItem on the reminder, which moves it between the open and the closed index, then the two
 * counters (open, closed) it left and joined: only the write that changed the state counts, so a double click
 * or a retry counts once.
 */

/** How a reminder leaves its user's open list: done, or put away without doing it. */
export type ReminderClosing = 'completed' | 'dismissed';

/**
 * Puts a new open reminder in its user's Action Items and counts it; answers false, and counts nothing, when one
 * with its id and date is there already (a retried send adds no second one).
 */
export async function insertOpenReminder(reminder: ReminderRecord): Promise<boolean> {
  const inserted = await insertRecord(reminderEntity, reminder);
  if (inserted) await countOwnerItem({ kind: 'openReminders', userId: reminder.userId }, 1);
  return inserted;
}

/** A reminder by its id, whoever's it is (the caller compares its user with theirs). */
export async function findReminderById(id: string): Promise<ReminderRecord | undefined> {
  const found = await queryRecords(reminderEntity, { index: 'gsi2', pk: `REMINDERID#${id}`, limit: 1 });
  return found.items[0];
}

/** The index keys a reminder in `record`'s state has (set) and does not have (remove). */
function indexKeyChanges(record: ReminderRecord): { set: DynamoItem; remove: string[] } {
  const item = reminderEntity.toItem(record);
  const set: DynamoItem = {};
  const remove: string[] = [];
  for (const pattern of Object.values(reminderEntity.definition.indexes ?? {})) {
    for (const attribute of Object.values(indexKeyAttributes(pattern.index))) {
      if (item[attribute] === undefined) remove.push(attribute);
      else set[attribute] = item[attribute];
    }
  }
  return { set, remove };
}

const isOpen = { expression: 'attribute_not_exists(#c_done) AND attribute_not_exists(#c_dismissed)', names: { '#c_done': 'completedDate', '#c_dismissed': 'dismissedDate' } };
const isClosed = { expression: 'attribute_exists(#c_done) OR attribute_exists(#c_dismissed)', names: { '#c_done': 'completedDate', '#c_dismissed': 'dismissedDate' } };

/**
 * Closes an open reminder (completed or dismissed at `now`): it leaves the open list for the closed one.
 * Answers the reminder as stored, or undefined when it was not open (closed or removed meanwhile).
 */
export async function closeReminder(reminder: ReminderRecord, how: ReminderClosing, now: string): Promise<ReminderRecord | undefined> {
  const { completedDate: _done, dismissedDate: _dismissed, ...open } = reminder;
  const closed: ReminderRecord = { ...open, ...(how === 'completed' ? { completedDate: now } : { dismissedDate: now }) };
  const keys = indexKeyChanges(closed);
  try {
    const stored = await updateExistingRecord(reminderEntity, reminderEntity.key(reminder), {
      set: { ...keys.set, [how === 'completed' ? 'completedDate' : 'dismissedDate']: now },
      remove: keys.remove,
      condition: isOpen,
    });
    await Promise.all([countOwnerItem({ kind: 'openReminders', userId: reminder.userId }, -1), countOwnerItem({ kind: 'closedReminders', userId: reminder.userId }, 1)]);
    return stored;
  } catch (error) {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
}

/** Opens a closed reminder again (the undo of complete and dismiss); undefined when it was not closed. */
export async function reopenReminder(reminder: ReminderRecord): Promise<ReminderRecord | undefined> {
  const { completedDate: _done, dismissedDate: _dismissed, ...open } = reminder;
  const keys = indexKeyChanges(open);
  try {
    const stored = await updateExistingRecord(reminderEntity, reminderEntity.key(reminder), {
      set: keys.set,
      remove: [...keys.remove, 'completedDate', 'dismissedDate'],
      condition: isClosed,
    });
    await Promise.all([countOwnerItem({ kind: 'openReminders', userId: reminder.userId }, 1), countOwnerItem({ kind: 'closedReminders', userId: reminder.userId }, -1)]);
    return stored;
  } catch (error) {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
}

/** Whether a reminder is still in its user's open list. */
export const isOpenReminder = (reminder: ReminderRecord) => !closedDateOf(reminder);

/**
 * One page of a user's reminders, newest first: the open ones (Action Items) or the closed ones (the last closed
 * first), and where the next page starts.
 */
export async function remindersPage(
  userId: string,
  list: 'open' | 'closed',
  request: { page: number; size: number },
  after?: RangePosition,
): Promise<{ reminders: ReminderRecord[]; next?: RangePosition }> {
  const range = list === 'open' ? openRemindersRange(userId) : closedRemindersRange(userId);
  const page = await readRequestedPage(range, request, after);
  const reminders = page.items.filter((item) => item.entity === reminderEntity.name).map((item) => reminderEntity.fromItem(item));
  return { reminders, ...(page.next ? { next: page.next } : {}) };
}
