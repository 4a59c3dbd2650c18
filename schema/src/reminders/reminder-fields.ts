/**
 * The fields of an action item (reminder) that are read from what it is, so old items answer them too: what
 * made it (its type) and where it stands (its status).
 */

/** What made an action item: a form's to-do (a workflow notification), an assignment's task, or anything else. */
export const reminderTypes = ['GENERAL', 'FORM_TODO', 'ASSIGNMENT'] as const;
export type ReminderType = (typeof reminderTypes)[number];

/** Where an action item stands: in its user's open list, done, or put away without doing it. */
export type ReminderStatus = 'OPEN' | 'COMPLETED' | 'DISMISSED';

/** The facts of a stored reminder the two fields are read from. */
export interface ReminderFacts {
  type?: ReminderType;
  taskId?: string;
  formAutoId?: string;
  completedDate?: string;
  dismissedDate?: string;
}

/** Its stored type, else an assignment's when it stands for a task, a form to-do's when it names a form. */
export const reminderTypeOf = (reminder: ReminderFacts): ReminderType =>
  reminder.type ?? (reminder.taskId ? 'ASSIGNMENT' : reminder.formAutoId ? 'FORM_TODO' : 'GENERAL');

/** Completed or dismissed by its closing date, else open. */
export const reminderStatusOf = (reminder: ReminderFacts): ReminderStatus =>
  reminder.completedDate ? 'COMPLETED' : reminder.dismissedDate ? 'DISMISSED' : 'OPEN';

/** How the lists name each type (a chip beside the title when the item has no label of its own). */
export const reminderTypeLabels: Record<ReminderType, string> = {
  GENERAL: 'Reminder',
  FORM_TODO: 'Form to-do',
  ASSIGNMENT: 'Assignment',
};
