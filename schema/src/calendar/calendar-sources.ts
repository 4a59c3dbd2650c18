import { smartCronExpression } from '../workflow/cron';
import { cronDueTimes } from '../workflow/schedule';
import { dueDateTime, entryKey, type CalendarEntry } from './calendar-entry';

/** A timer of a form's stay, as the calendar reads it (its form checked still in that stay). */
export interface CalendarTimer {
  formId: string;
  formName: string;
  templateGroupId?: string;
  dueAt: string;
  days: number;
  /** The state the first route due then leads to, by name (its id when the timer predates names). */
  targetName: string;
  edgeIds: string[];
  /** How many to-dos entering that state sends. */
  todos?: number;
}

/** The id a timer's entries share (their kinds tell them apart). */
export const timerEntryId = (timer: Pick<CalendarTimer, 'formId' | 'edgeIds' | 'days'>) => `${timer.formId}#${timer.edgeIds[0] ?? timer.days}`;

/** The entries of one timer: the auto-transition, and a to-do entry when the state it leads to sends to-dos. */
export function timerEntries(timer: CalendarTimer): CalendarEntry[] {
  const id = timerEntryId(timer);
  const base = { when: timer.dueAt, allDay: false, title: timer.formName, formId: timer.formId, link: `/form/${timer.formId}` };
  const days = `${timer.days} day${timer.days === 1 ? '' : 's'}`;
  const entries: CalendarEntry[] = [
    {
      ...base,
      key: entryKey(timer.dueAt, 'AUTO_TRANSITION', id),
      kind: 'AUTO_TRANSITION',
      outcome: `Due after ${days}: moves to ${timer.targetName} if its conditions hold`,
      ...(timer.templateGroupId ? { templateGroupId: timer.templateGroupId } : {}),
    },
  ];
  if (timer.todos && timer.todos > 0) {
    const count = timer.todos === 1 ? 'a to-do' : `${timer.todos} to-dos`;
    entries.push({ ...base, key: entryKey(timer.dueAt, 'TODO', id), kind: 'TODO', outcome: `Sends ${count} if it moves to ${timer.targetName}` });
  }
  return entries;
}

/** A scheduled job of a published workflow version, with where its next firing is counted from. */
export interface CalendarJob {
  jobId: string;
  name: string;
  cronExpression: string;
  event: string;
  stateName: string;
  templateGroupId: string;
  templateName: string;
  programId: string;
  /** The job's last claimed due time, or its epoch before its first firing (the scheduler's rule). */
  countFrom: string;
}

/**
 * A job's firings due after `after` (exclusive, and never before the job's own count-from) up to `until`
 * (inclusive), at most `limit`: one entry each, with the cron expression in words.
 */
export function jobEntries(job: CalendarJob, after: Date, until: Date, limit: number): CalendarEntry[] {
  const start = new Date(Math.max(after.getTime(), Date.parse(job.countFrom)));
  const schedule = smartCronExpression(job.cronExpression).description;
  return cronDueTimes(job.cronExpression, start, until, limit).map((due) => {
    const when = due.toISOString();
    return {
      key: entryKey(when, 'SCHEDULED_JOB', `${job.templateGroupId}#${job.jobId}`),
      kind: 'SCHEDULED_JOB',
      when,
      allDay: false,
      title: `${job.name} (${job.templateName})`,
      outcome: `Sends "${job.event}" to every form in ${job.stateName}`,
      schedule,
      templateGroupId: job.templateGroupId,
      link: `/program/${job.programId}/template/${job.templateGroupId}`,
    } satisfies CalendarEntry;
  });
}

/** A pending task with a due date. */
export interface CalendarTask {
  id: string;
  subject: string;
  dueDate: string;
  assigneeName: string;
  formId: string;
  completeOnStatus: string;
}

/** The entry of a task's due date (a whole day). */
export function taskEntry(task: CalendarTask): CalendarEntry {
  const when = dueDateTime(task.dueDate);
  return {
    key: entryKey(when, 'ASSIGNMENT', task.id),
    kind: 'ASSIGNMENT',
    when,
    allDay: true,
    title: task.subject,
    outcome: `Due: ${task.assigneeName} completes it when the form reaches "${task.completeOnStatus}"`,
    formId: task.formId,
    link: `/form/${task.formId}`,
  };
}
