import { randomUUID } from 'node:crypto';
import { assignTaskInputSchema, defaultCompleteOnStatus } from '../../../schema/src/inputs/assignments';
import type { TaskRecord } from '../../data/entities';
import { findForm } from '../../data/forms-repository';
import { findUser } from '../../data/people-repository';
import { completeTasksReachedBy, markFormTask } from '../../data/task-completion';
import { insertTask, putTaskReminder } from '../../data/tasks-repository';
import { personOf } from '../../forms/actions/action-caller';
import type { Caller } from '../../shared/caller';
import { badUserInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { adminProgram } from '../program-access';
import { mailTaskEvent, taskDescription } from '../task-mail';
import { existingFormFor, personRefOf, startFormFor } from '../task-targets';
import { taskView } from '../task-view';

/**
 * assignTask: a program admin asks a person to fill a form (a new one of a template, or one of the program's).
 * The task is stored PENDING and counted, its form names it (so the move into `completeOnStatus` completes it), it
 * lands in the assignee's Action Items and they are told by mail.
 */
export async function assignTask(caller: Caller, args: { input?: unknown }) {
  const now = new Date().toISOString();
  const input = parseInput(assignTaskInputSchema(now.slice(0, 10)), args.input);
  await adminProgram(caller, input.programId, 'rollout-assignment');
  const assignee = await findUser(input.assigneeId);
  if (!assignee) throw notFound('User', input.assigneeId);
  const completeOnStatus = input.completeOnStatus ?? defaultCompleteOnStatus;
  const form = input.targetType === 'TEMPLATE'
    ? await startFormFor(assignee, input.programId, input.targetId, now)
    : await existingFormFor(assignee, input.programId, input.targetId);
  if (form.status === completeOnStatus) throw badUserInput(`The form is ${completeOnStatus} already.`, { problems: [{ path: 'completeOnStatus', message: 'Already reached' }] });
  const id = randomUUID();
  const task: TaskRecord = {
    id,
    programId: input.programId,
    assignee: personRefOf(assignee),
    assignedBy: personOf(caller),
    status: 'PENDING',
    subject: input.subject,
    targetId: input.targetId,
    targetType: input.targetType,
    formId: form.id,
    ...(form.autoId ? { formAutoId: form.autoId } : {}),
    completeOnStatus,
    ...(input.dueDate ? { dueDate: input.dueDate } : {}),
    createdDate: now,
    reminderId: `task-${id}`,
    events: [{ type: 'TASK_ASSIGNED', at: now, by: personOf(caller) }],
  };
  await insertTask(task);
  await markFormTask(form.id, 'ADD', id, completeOnStatus);
  await putTaskReminder(task, taskDescription(task));
  // A move that landed between reading the form and naming the task on it found no entry: finish its work here.
  const current = await findForm(form.id);
  if (current?.status === completeOnStatus) await completeTasksReachedBy(current, now);
  await mailTaskEvent(task, 'TASK_ASSIGNED');
  return taskView(task);
}
