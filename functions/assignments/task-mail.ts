import { escapeHtml } from '../../schema/src/notifications/placeholders';
import type { TaskRecord } from '../data/entities';
import { defaultFromAddress, mailSender } from '../mail/mail-sender';
import { appUrl } from '../notifications/app-url';
import { logger } from './telemetry';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The action item's description: who asked, and by when. */
export const taskDescription = (task: TaskRecord) =>
  [`Assigned by ${fullName(task.assignedBy)}.`, task.dueDate ? `Due ${task.dueDate}.` : ''].filter(Boolean).join(' ');

/**
 * Tells the assignee by mail that a task was assigned or taken back (the TASK_ASSIGNED and TASK_UNASSIGNED events).
 * A failed mail does not undo the assignment: the action item is what the assignee works from, so it is logged.
 */
export async function mailTaskEvent(task: TaskRecord, event: 'TASK_ASSIGNED' | 'TASK_UNASSIGNED'): Promise<void> {
  if (!task.assignee.email) return;
  const assigned = event === 'TASK_ASSIGNED';
  const link = `${appUrl()}/form/${encodeURIComponent(task.formId)}`;
  const body = assigned
    ? `<p>${escapeHtml(fullName(task.assignedBy))} assigned you a task: ${escapeHtml(task.subject)}.</p>${task.dueDate ? `<p>Due ${escapeHtml(task.dueDate)}.</p>` : ''}<p><a href="${escapeHtml(link)}">Open the form</a></p>`
    : `<p>${escapeHtml(fullName(task.assignedBy))} no longer needs you to do this task: ${escapeHtml(task.subject)}.</p>`;
  try {
    await mailSender().send({
      from: defaultFromAddress(),
      to: [task.assignee.email],
      cc: [],
      subject: `${assigned ? 'Task assigned' : 'Task unassigned'}: ${task.subject}`,
      html: body,
      severity: 'INFO',
      formId: task.formId,
    });
  } catch (error) {
    logger.warn('The task mail could not be sent', { taskId: task.id, event, error: error instanceof Error ? error.message : String(error) });
  }
}
