import { unassignTaskInputSchema } from '../../../schema/src/inputs/assignments';
import { markFormTask } from '../../data/task-completion';
import { closeReminder } from '../../data/reminders-repository';
import { ConditionFailed } from '../../data/store';
import { deleteTask, findTask, taskReminderKey } from '../../data/tasks-repository';
import { personOf } from '../../forms/actions/action-caller';
import type { Caller } from '../../shared/caller';
import { conflict, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { adminProgram, assertFlagOn } from '../program-access';
import { mailTaskEvent } from '../task-mail';
import { taskView } from '../task-view';

/**
 * unassignTask: takes back a PENDING task (a done one is history and stays): the task is removed and uncounted, its
 * action item dismissed, its form no longer names it, and the assignee is told (TASK_UNASSIGNED).
 */
export async function unassignTask(caller: Caller, args: { input?: unknown }) {
  const { id } = parseInput(unassignTaskInputSchema, args.input);
  await assertFlagOn(caller, 'rollout-assignment');
  const task = await findTask(id);
  if (!task) throw notFound('Task', id);
  await adminProgram(caller, task.programId);
  if (task.status !== 'PENDING') throw conflict(`This task is ${task.status.toLowerCase()} already.`, { status: task.status });
  if (!(await deleteTask(task))) throw conflict('This task was changed by someone else. Reload to see it.');
  const now = new Date().toISOString();
  await closeReminder(taskReminderKey(task), 'dismissed', now);
  await markFormTask(task.formId, 'DELETE', task.id, task.completeOnStatus).catch((error: unknown) => {
    // A form deleted meanwhile names no task any more.
    if (!(error instanceof ConditionFailed)) throw error;
  });
  const unassigned = { ...task, events: [...task.events, { type: 'TASK_UNASSIGNED' as const, at: now, by: personOf(caller) }] };
  await mailTaskEvent(unassigned, 'TASK_UNASSIGNED');
  return taskView(unassigned);
}
