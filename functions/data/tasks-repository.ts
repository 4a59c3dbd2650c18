import { reminderEntity, taskCountsEntity, taskEntity, type TaskRecord, type TaskStatusValue } from './entities';
import type { DynamoItem } from './entity';
import { indexOfPattern, patternKeyAttributes } from './entity';
import { deleteItem } from './item-operations';
import { readRequestedPage, type KeyRange, type RangePage, type RangePosition } from './key-range-pages';
import { countOwnerItem } from './owner-counters';
import { ConditionFailed, getRecord, insertRecord, putRecord, updateExistingRecord, updateRecord } from './store';
import { indexKeyAttributes } from './table-layout';
import { programTaskPartitions, programTaskPrefix } from './entities/tasks';

/**
 * The storage of tasks: each change is one conditional write on the task, then the program's per-status counter
 * (only the write that changed the state counts, so a retry counts once).
 */

/** A task by id. */
export const findTask = (id: string) => getRecord(taskEntity, taskEntity.key({ id } as TaskRecord), true);

const countKey = (programId: string) => taskCountsEntity.key({ programId });

async function countTask(programId: string, status: TaskStatusValue, delta: number): Promise<void> {
  await updateRecord(taskCountsEntity, countKey(programId), { add: { [status]: delta }, setIfMissing: { programId } });
}

/** A program's task counts per status (zero for none). */
export async function readTaskCounts(programId: string): Promise<Record<TaskStatusValue, number>> {
  const counts = await getRecord(taskCountsEntity, countKey(programId));
  return { DONE: counts?.DONE ?? 0, FAILED: counts?.FAILED ?? 0, IGNORED: counts?.IGNORED ?? 0, PENDING: counts?.PENDING ?? 0 };
}

/** Stores a new task (its id is fresh) and counts it. */
export async function insertTask(task: TaskRecord): Promise<void> {
  await putRecord(taskEntity, task, { mustNotExist: true });
  await countTask(task.programId, task.status, 1);
}

/** Puts a task's action item in the assignee's open reminders (counted once, even when retried). */
export async function putTaskReminder(task: TaskRecord, description: string): Promise<void> {
  const reminder = {
    id: task.reminderId,
    userId: task.assignee.userId,
    title: task.subject,
    description,
    link: `/form/${task.formId}`,
    taskId: task.id,
    ...(task.formAutoId ? { formAutoId: task.formAutoId } : {}),
    createdDate: task.createdDate,
  };
  if (await insertRecord(reminderEntity, reminder)) await countOwnerItem({ kind: 'openReminders', userId: reminder.userId }, 1);
}

/** The task's action item, enough of it for the closing write (its key). */
export const taskReminderKey = (task: TaskRecord) => ({ id: task.reminderId, userId: task.assignee.userId, createdDate: task.createdDate, title: task.subject });

/** Removes a task still in the status it was read in; answers false when it changed or went meanwhile. */
export async function deleteTask(task: TaskRecord): Promise<boolean> {
  try {
    await deleteItem(taskEntity.key(task), { mustExist: true, condition: { expression: '#c_status = :c_status', names: { '#c_status': 'status' }, values: { ':c_status': task.status } } });
  } catch (error) {
    if (error instanceof ConditionFailed) return false;
    throw error;
  }
  await countTask(task.programId, task.status, -1);
  return true;
}

/** The status index keys of a task in `status` (the two status ranges it moves between). */
function statusKeys(task: TaskRecord, status: TaskStatusValue): DynamoItem {
  const item = taskEntity.toItem({ ...task, status });
  const keys: DynamoItem = {};
  for (const pattern of ['byProgramStatus', 'byProgramAssigneeStatus'] as const) {
    for (const attribute of Object.values(indexKeyAttributes(indexOfPattern(taskEntity, pattern)))) keys[attribute] = item[attribute];
  }
  return keys;
}

/** How a task leaves PENDING: done, failed (its form can no longer reach the status) or ignored (its action item dismissed). */
export type TaskSettlement = { status: 'DONE' } | { status: 'FAILED'; note: string } | { status: 'IGNORED' };

/**
 * Moves a PENDING task to DONE, FAILED or IGNORED at `now` (one conditional write, then the counters); answers the
 * task as stored, or undefined when it was no longer pending.
 */
export async function settleTask(task: TaskRecord, settlement: TaskSettlement, now: string): Promise<TaskRecord | undefined> {
  const { status } = settlement;
  try {
    const settled = await updateExistingRecord(taskEntity, taskEntity.key(task), {
      set: { ...statusKeys(task, status), status, completedDate: now, ...('note' in settlement ? { statusNote: settlement.note } : {}) },
      // A settled task leaves the calendar's index of pending tasks by due date.
      remove: patternKeyAttributes(taskEntity, 'pendingByProgramDue'),
      condition: { expression: '#c_status = :c_pending', names: { '#c_status': 'status' }, values: { ':c_pending': 'PENDING' } },
    });
    await Promise.all([countTask(task.programId, 'PENDING', -1), countTask(task.programId, status, 1)]);
    return settled;
  } catch (error) {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
}

/** The calendar index's keys of a task once pending (none without a due date). */
function pendingDueKeys(task: TaskRecord): DynamoItem {
  const item = taskEntity.toItem({ ...task, status: 'PENDING' });
  const keys: DynamoItem = {};
  for (const attribute of patternKeyAttributes(taskEntity, 'pendingByProgramDue')) if (item[attribute] !== undefined) keys[attribute] = item[attribute];
  return keys;
}

/** Puts an IGNORED task back to PENDING (its action item reopened); undefined when it was not ignored. */
export async function resumeIgnoredTask(task: TaskRecord): Promise<TaskRecord | undefined> {
  try {
    const resumed = await updateExistingRecord(taskEntity, taskEntity.key(task), {
      // Pending again, a task with a due date is back on the calendar's index.
      set: { ...statusKeys(task, 'PENDING'), ...pendingDueKeys(task), status: 'PENDING' },
      remove: ['completedDate', 'statusNote'],
      condition: { expression: '#c_status = :c_ignored', names: { '#c_status': 'status' }, values: { ':c_ignored': 'IGNORED' } },
    });
    await Promise.all([countTask(task.programId, 'IGNORED', -1), countTask(task.programId, 'PENDING', 1)]);
    return resumed;
  } catch (error) {
    if (error instanceof ConditionFailed) return undefined;
    throw error;
  }
}

/** Which of a program's task lists: all, or narrowed by status, assignee or both. */
export interface TaskListFilter {
  status?: TaskStatusValue | null;
  assigneeId?: string | null;
}

/** The key range of one task list (each filter is its own index partition, never a filter expression). */
export function taskListRange(programId: string, filter: TaskListFilter): KeyRange {
  const { status, assigneeId } = filter;
  if (status && assigneeId) return { index: indexOfPattern(taskEntity, 'byProgramAssigneeStatus'), pk: programTaskPartitions.byAssigneeStatus(programId, assigneeId, status), prefix: programTaskPrefix };
  if (status) return { index: indexOfPattern(taskEntity, 'byProgramStatus'), pk: programTaskPartitions.byStatus(programId, status), prefix: programTaskPrefix };
  if (assigneeId) return { index: indexOfPattern(taskEntity, 'byProgramAssignee'), pk: programTaskPartitions.byAssignee(programId, assigneeId), prefix: programTaskPrefix };
  return { index: indexOfPattern(taskEntity, 'byProgram'), pk: programTaskPartitions.all(programId), prefix: programTaskPrefix };
}

/** One page of a task list, newest first, and where the next starts. */
export async function tasksPage(range: KeyRange, request: { page: number; size: number }, after?: RangePosition): Promise<{ tasks: TaskRecord[]; next?: RangePage['next'] }> {
  const page = await readRequestedPage(range, request, after);
  const tasks = page.items.filter((item) => item.entity === taskEntity.name).map((item) => taskEntity.fromItem(item));
  return { tasks, ...(page.next ? { next: page.next } : {}) };
}
