import { entryKey, pageOfEntries, type CalendarEntryKind } from '../../../schema/src/calendar/calendar-entry';
import { complianceCalendarArgsSchema } from '../../../schema/src/calendar/calendar-inputs';
import { jobEntries, taskEntry, timerEntries, timerEntryId } from '../../../schema/src/calendar/calendar-sources';
import { z } from 'zod';
import type { TaskRecord, TimerRecord } from '../../data/entities';
import type { Caller } from '../../shared/caller';
import { nextCursorOf, positionOfCursor } from '../../shared/page-cursor';
import { parseInput } from '../../shared/validate';
import { assertCalendarViewer } from '../calendar-access';
import { dueTasks, liveTimers, programJobs } from '../calendar-sources';

const positionSchema = z.object({ after: z.string().min(1).max(600) }).strict();

/**
 * complianceCalendar: one page of what comes due in a program between `from` and `to`, in due order, from three
 * sources merged: the program's timers (one key range of its sparse timer index, plus one BatchGet of their forms
 * per page, to drop timers of stays that ended), its jobs' firings (computed from their cron expressions) and its
 * pending tasks with a due date (one key range). Each source reads at most a page past the cursor.
 */
export async function complianceCalendar(caller: Caller, args: unknown) {
  const { programId, from, to, kinds, limit, cursor } = parseInput(complianceCalendarArgsSchema, args ?? {});
  await assertCalendarViewer(caller, programId);
  const scope = { list: 'complianceCalendar', scope: [programId, from, to, ...kinds].join('|') };
  const after = positionOfCursor(cursor, scope, positionSchema, (position) => position.after.slice(0, 24) >= from.slice(0, 10))?.after;
  const wanted = new Set<CalendarEntryKind>(kinds);
  // A source starts at the cursor's due time; entries at that time up to the cursor's own are dropped.
  const start = after ? after.split('#')[0]! : from;
  const isNew = (key: string) => after === undefined || key > after;
  const timerKept = (timer: TimerRecord) =>
    (wanted.has('AUTO_TRANSITION') && isNew(entryKey(timer.dueAt, 'AUTO_TRANSITION', timerEntryId(timer)))) ||
    (wanted.has('TODO') && (timer.todos ?? 0) > 0 && isNew(entryKey(timer.dueAt, 'TODO', timerEntryId(timer))));
  const taskKept = (task: TaskRecord) => isNew(taskEntry({ ...task, dueDate: task.dueDate!, assigneeName: '' }).key);
  const wantsTimers = wanted.has('AUTO_TRANSITION') || wanted.has('TODO');
  const [timers, jobs, tasks] = await Promise.all([
    wantsTimers ? liveTimers(programId, { from: start, upTo: `${to}#\uffff` }, limit, timerKept) : undefined,
    wanted.has('SCHEDULED_JOB') ? programJobs(programId) : [],
    wanted.has('ASSIGNMENT') ? dueTasks(programId, { from: start.slice(0, 10), upTo: `${to.slice(0, 10)}#\uffff` }, limit, taskKept) : undefined,
  ]);
  // A job fires at most once a minute: its firing at the cursor's own moment (already listed), `limit` new ones
  // and one more, to tell whether more follow, cover any page.
  const jobStart = new Date(Date.parse(start) - 1);
  const lists = [
    ...(timers?.timers ?? []).map((timer) => timerEntries(timer).filter((entry) => wanted.has(entry.kind))),
    ...jobs.map((job) => jobEntries(job, jobStart, new Date(to), limit + 2)),
    (tasks?.tasks ?? []).map(taskEntry),
  ];
  // Timers whose forms moved on are skipped, a bounded number of reads a page: when the bound stops the timer read
  // short, the page ends before the due time it reached (everything earlier was read) and goes on from there.
  const cut = timers?.frontier ? `${timers.frontier}#` : undefined;
  const page = pageOfEntries(cut ? lists.map((list) => list.filter((entry) => entry.key < cut)) : lists, limit, after);
  const more = page.more || Boolean(timers?.more) || Boolean(tasks?.more);
  const resumeAt = page.entries.length < limit && cut ? cut : page.lastKey;
  return { from, to, entries: page.entries, nextCursor: more && resumeAt ? nextCursorOf(scope, { after: resumeAt }) : null };
}
