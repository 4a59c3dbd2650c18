import { reminderInputSchema, remindersArgsSchema } from '../../../schema/src/inputs/reminders';
import { normalizePageRequest } from '../../../schema/src/paging/page-request';
import { reminderStatusOf, reminderTypeOf } from '../../../schema/src/reminders/reminder-fields';
import type { ReminderRecord } from '../../data/entities';
import { isInRange, rangePositionSchema } from '../../data/key-range-pages';
import { readOwnerTotals } from '../../data/owner-counters';
import { closedRemindersRange, openRemindersRange } from '../../data/owner-ranges';
import { closeReminder, findReminderById, remindersPage, reopenReminder, type ReminderClosing } from '../../data/reminders-repository';
import { findTask, resumeIgnoredTask, settleTask } from '../../data/tasks-repository';
import type { Caller } from '../../shared/caller';
import { conflict, notFound } from '../../shared/errors';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';

/** Page sizes of these lists: the home page's five rows and the full lists' sizes. */
const listPageSizes = [25, 5, 50, 100] as const;

/** A reminder as the API answers it. */
const reminderView = (reminder: ReminderRecord) => ({
  id: reminder.id,
  label: reminder.label ?? null,
  type: reminderTypeOf(reminder),
  status: reminderStatusOf(reminder),
  details: { title: reminder.title, description: reminder.description ?? null, link: reminder.link ?? null },
  formAutoId: reminder.formAutoId ?? null,
  createdDate: reminder.createdDate,
  completedDate: reminder.completedDate ?? null,
  dismissedDate: reminder.dismissedDate ?? null,
});

/**
 * The caller's open action items, newest first (or, with `closed`, their completed and dismissed ones, the last
 * closed first), one page from the cursor (or page) asked for: one Query of the list's sparse index and the
 * counters' read, whatever the number of reminders.
 */
export async function reminders(caller: Caller, args: unknown) {
  const { page, size, cursor, closed } = parseInput(remindersArgsSchema, args ?? {});
  const list = closed ? 'closed' : 'open';
  const request = normalizePageRequest(page, size, listPageSizes);
  const range = closed ? closedRemindersRange(caller.userId) : openRemindersRange(caller.userId);
  const scope = { list: closed ? 'closedReminders' : 'reminders', scope: caller.userId };
  const after = positionOfCursor(cursor, scope, rangePositionSchema, (position) => isInRange(range, position));
  const [found, totals] = await Promise.all([remindersPage(caller.userId, list, request, after), readOwnerTotals(caller.userId)]);
  return {
    docs: found.reminders.map(reminderView),
    meta: { ...request, total: closed ? totals.closedReminders : totals.openReminders, nextCursor: nextCursorOf(scope, found.next) },
  };
}

/** The caller's own reminder by id: another person's is NOT_FOUND, like a missing one (no hint that it exists). */
async function ownReminder(caller: Caller, args: { input?: unknown }): Promise<ReminderRecord> {
  const { id } = parseInput(reminderInputSchema, args.input);
  const reminder = await findReminderById(id);
  if (!reminder || reminder.userId !== caller.userId) throw notFound('Action item', id);
  return reminder;
}

const closing = (how: ReminderClosing) => async (caller: Caller, args: { input?: unknown }) => {
  const reminder = await ownReminder(caller, args);
  const now = new Date().toISOString();
  const closed = await closeReminder(reminder, how, now);
  if (!closed) throw conflict('This action item is no longer open.');
  // A dismissed assignment is an ignored task; completing the item leaves the task to its form's status.
  if (how === 'dismissed' && reminder.taskId) await ignoreTaskOf(reminder.taskId, now);
  return reminderView(closed);
};

async function ignoreTaskOf(taskId: string, now: string): Promise<void> {
  const task = await findTask(taskId);
  if (task) await settleTask(task, { status: 'IGNORED' }, now);
}

/** completeReminder: one of the caller's open action items is done (one Query by id, one conditional write). */
export const completeReminder = closing('completed');

/** dismissReminder: one of the caller's open action items is put away without doing it. */
export const dismissReminder = closing('dismissed');

/** reopenReminder: one of the caller's completed or dismissed action items is open again (the undo). */
export async function reopenReminderOf(caller: Caller, args: { input?: unknown }) {
  const reminder = await ownReminder(caller, args);
  const reopened = await reopenReminder(reminder);
  if (!reopened) throw conflict('This action item is open already.');
  // Reopening a dismissed assignment resumes its task (a done or failed one stays as it is).
  const task = reminder.taskId ? await findTask(reminder.taskId) : undefined;
  if (task) await resumeIgnoredTask(task);
  return reminderView(reopened);
}
