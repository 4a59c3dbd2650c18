import { jobCatchUpLimit } from '../workflow/schedule';
import { mergeEntries, type CalendarEntry } from './calendar-entry';
import { jobEntries, timerEntries, type CalendarJob, type CalendarTimer } from './calendar-sources';
import { dryRunEntryCap } from './calendar-inputs';

/** What one scheduler run would fire if the clock moved from `now` to `at`. */
export interface DryRun {
  at: string;
  entries: CalendarEntry[];
  /** More would fire than the {@link dryRunEntryCap} listed. */
  truncated: boolean;
}

/**
 * The dry run: the timers and job firings due in (now, at] that the scheduler would fire in one run at `at`. A
 * job fires at most the catch-up limit of its due times in a run (later ones wait), so each job is expanded that
 * far; the whole list is capped. To-dos come with the moves that send them; tasks' due dates fire nothing.
 * `timers` are those due in (now, at] (at most the cap and one more, read by the caller).
 */
export function dryRun(now: Date, at: Date, timers: readonly CalendarTimer[], jobs: readonly CalendarJob[], cap = dryRunEntryCap): DryRun {
  const inWindow = timers.filter((timer) => Date.parse(timer.dueAt) > now.getTime() && Date.parse(timer.dueAt) <= at.getTime());
  const fired = mergeEntries([...inWindow.map(timerEntries), ...jobs.map((job) => jobEntries(job, now, at, jobCatchUpLimit))]);
  return { at: at.toISOString(), entries: fired.slice(0, cap), truncated: fired.length > cap };
}
