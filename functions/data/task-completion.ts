import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client';
import { formEntity, type FormRecord } from './entities';
import { closeReminder } from './reminders-repository';
import { ConditionFailed, guardCondition } from './store';
import { tableLayout } from './table-layout';
import { findTask, settleTask, taskReminderKey, type TaskSettlement } from './tasks-repository';

/**
 * A form carries its pending tasks as "{taskId} {status}" in a string set, so the move that reaches a task's status
 * knows it from the item the move answers: no read is added to a move, and none to an answer save.
 */

// Task ids never hold whitespace (they are UUIDs), so one space separates id and status.
const entryOf = (taskId: string, status: string) => `${taskId} ${status}`;

/** The pending tasks a form names, as task id and the status that completes each. */
export function taskCompletionsOf(form: Pick<FormRecord, 'taskCompletions'>): Array<{ taskId: string; status: string }> {
  return [...(form.taskCompletions ?? [])].map((text) => {
    const space = text.indexOf(' ');
    return { taskId: text.slice(0, space), status: text.slice(space + 1) };
  });
}

/** Adds (or removes) a task's entry on its form: one UpdateItem on the string set; ConditionFailed when the form is gone. */
export async function markFormTask(formId: string, change: 'ADD' | 'DELETE', taskId: string, status: string): Promise<void> {
  const key = formEntity.key({ id: formId } as FormRecord);
  await guardCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { [tableLayout.partitionKey]: key.pk, [tableLayout.sortKey]: key.sk },
        UpdateExpression: `${change} #tasks :entry`,
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#tasks': 'taskCompletions', '#pk': tableLayout.partitionKey },
        ExpressionAttributeValues: { ':entry': new Set([entryOf(taskId, status)]) },
      }),
    ),
  );
}

/** What a move tells the tasks on its form: whether the status it reached ends the workflow (and its name). */
export interface ReachedStatus {
  final?: boolean;
  /** A status's name in the form's workflow, for a failed task's note (quoted ids otherwise). */
  nameOf?: (statusId: string) => string;
}

/** How one pending entry of a form settles after the form reached `status`, or undefined while it can still be reached. */
function settlementOf(entry: { status: string }, status: string, reached: ReachedStatus): TaskSettlement | undefined {
  if (entry.status === status) return { status: 'DONE' };
  if (!reached.final) return undefined;
  const nameOf = reached.nameOf ?? ((id: string) => `"${id}"`);
  return { status: 'FAILED', note: `The form reached ${nameOf(status)}, which ends its workflow, without reaching ${nameOf(entry.status)}.` };
}

/**
 * Settles the tasks of a form that has just moved: a task whose status it reached is DONE; when the status ends
 * the workflow, the others can never be reached and FAIL. Each settled task's action item is closed (completed when
 * done, dismissed when failed) and its entry leaves the form. A task unassigned meanwhile is skipped.
 */
export async function completeTasksReachedBy(form: FormRecord, now: string, reached: ReachedStatus = {}): Promise<number> {
  let settledCount = 0;
  for (const entry of taskCompletionsOf(form)) {
    const settlement = settlementOf(entry, form.status, reached);
    if (!settlement) continue;
    const task = await findTask(entry.taskId);
    const settled = task ? await settleTask(task, settlement, now) : undefined;
    if (task && settled) {
      await closeReminder(taskReminderKey(task), settlement.status === 'DONE' ? 'completed' : 'dismissed', now);
      settledCount += 1;
    }
    await markFormTask(form.id, 'DELETE', entry.taskId, entry.status).catch((error: unknown) => {
      if (!(error instanceof ConditionFailed)) throw error;
    });
  }
  return settledCount;
}

/** Fails the pending tasks of a form that was deleted: nothing can complete them now. */
export async function failTasksOfDeletedForm(form: FormRecord, now: string): Promise<number> {
  let failed = 0;
  for (const entry of taskCompletionsOf(form)) {
    const task = await findTask(entry.taskId);
    if (!task || !(await settleTask(task, { status: 'FAILED', note: 'The form was deleted.' }, now))) continue;
    await closeReminder(taskReminderKey(task), 'dismissed', now);
    failed += 1;
  }
  return failed;
}
